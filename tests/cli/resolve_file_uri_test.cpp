// `fragid resolve 'file:///path/x.txt#line=1,2'` with no FILE: the file the
// URI names (RFC 8089); with a FILE, the URI only carries the fragment.
#include <gtest/gtest.h>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

// A path with a space and a '#'-free '%' in it, percent-encoded in the URI.
std::filesystem::path entity(const std::string& name) {
    const auto dir = scratch() / "uri dir";
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::ofstream(path, std::ios::binary) << "one\ntwo\nthree\n";
    return path;
}

std::string encoded(const std::filesystem::path& path) {
    std::string out;
    for (const char c : path.string()) out += c == ' ' ? std::string("%20") : c == '%' ? std::string("%25") : std::string(1, c);
    return out;
}

TEST(ResolveFileUri, ReadsTheFileTheUriNames) {
    const auto path = encoded(entity("x%.txt"));
    for (const auto& uri : {"file://" + path, "file://localhost" + path, "FILE://LocalHost" + path, "file:" + path}) {
        const auto r = fragid({"resolve", uri + "#line=1,2"});
        EXPECT_EQ(r.exit_code, 0) << uri << ": " << r.err;
        EXPECT_EQ(r.out, "two\n") << uri;
    }
}

TEST(ResolveFileUri, ChoosesTheMediaTypeByTheUrisPath) {
    const auto dir = scratch() / "uri dir";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "t.csv", std::ios::binary) << "a,b\n1,2\n";
    const auto r = fragid({"resolve", "file://" + encoded(dir / "t.csv") + "#row=2"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "1,2\n");
}

TEST(ResolveFileUri, WithAFileTheUriOnlyCarriesTheFragment) {
    const auto named = encoded(entity("named.txt"));
    const auto given = write_file("given.txt", "alpha\nbeta\n");
    const auto r = fragid({"resolve", "file://" + named + "#line=1,2", given});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "beta\n");
}

TEST(ResolveFileUri, WithoutAFileAnythingElseIsAUsageErrorSayingAFileIsNeeded) {
    for (const std::string typed : {"line=1,2", "#line=1,2", "http://example.com/x.txt#line=1,2",
                                    "file://server/share/x.txt#line=1,2", "file:relative.txt#line=1,2",
                                    "file:///x%2.txt#line=1,2", "file:///x.txt?q#line=1,2"}) {
        const auto r = fragid({"resolve", typed});
        EXPECT_EQ(r.exit_code, 2) << typed;
        EXPECT_EQ(r.err.rfind("fragid: resolve: a FILE is needed: '" + typed + "'", 0), 0u) << r.err;
    }
    const auto remote = fragid({"resolve", "file://server/x.txt#line=1"});
    EXPECT_NE(remote.err.find("host 'server'"), std::string::npos) << remote.err;
}

TEST(ResolveFileUri, AMissingFileIsAnIoError) {
    const auto r = fragid({"resolve", "file://" + encoded(scratch() / "uri dir" / "absent.txt") + "#line=1"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("absent.txt"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace fragid::test
