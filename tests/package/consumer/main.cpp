// An implementation outside the fragid tree that knows only `char=N,M` ranges
// on ASCII text (no line endings: every byte is one character), plugged into
// the conformance runner in-process: what an implementer writes after
// `find_package(fragid)`. It runs the suite's must cases and exits 0 only if
// every one it took passed, 1 if any failed.
//
//   consumer SUITE_DIR            clamps a range to the text as RFC 5147 s.4.2 says: passes
//   consumer SUITE_DIR --bug      leaves a start beyond the end unclamped: must be caught
#include <cstdio>
#include <string>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"

using namespace fragid;
using namespace fragid::conformance;

class CharRangesOnly final : public Adapter {
public:
    explicit CharRangesOnly(bool bug) : bug_(bug) {}
    Handshake start() override {
        Handshake h;
        h.implementation = {"consumer", "1.0", "C++", ""};
        h.supports.specs = {Spec::rfc5147};
        h.supports.charsets = {"US-ASCII"};
        h.supports.line_ending_context = LineEndingSet();  // a CR LF is two characters here
        return h;
    }
    Answer run(const Request& request) override {
        unsigned long a = 0, b = 0;
        int used = 0;
        const std::string fragment(request.fragment);
        if (std::sscanf(fragment.c_str(), "char=%lu,%lu%n", &a, &b, &used) != 2 || used != static_cast<int>(fragment.size()))
            return Answer{Skipped{"only char=N,M"}};
        if (a > b) return Answer{Unresolved{Status::ignored}};  // RFC 5147 s.4.2: an inverted range is ignored
        const unsigned long size = request.entity.bytes.size();
        if (!bug_) a = a > size ? size : a;
        b = b > size ? size : b;
        return Answer{TextSpan{false, a, b, a, b}};
    }

private:
    bool bug_;
};

int main(int argc, char** argv) {
    const bool bug = argc == 3 && std::string(argv[2]) == "--bug";
    if (argc != 2 && !bug) {
        std::fprintf(stderr, "usage: consumer SUITE_DIR [--bug]\n");
        return 2;
    }
    std::vector<Case> cases;
    for (auto& file : load_vectors(argv[1]))
        for (auto& c : file.cases)
            if (c.level == Level::must) cases.push_back(std::move(c));
    std::vector<const Case*> all;
    for (const auto& c : cases) all.push_back(&c);
    CharRangesOnly adapter(bug);
    const auto handshake = adapter.start();
    int passed = 0, failed = 0;
    run_suite(adapter, handshake, all, RunOptions{}, [&](const CaseRecord& r) {
        if (r.verdict == Verdict::passed) ++passed;
        if (r.verdict == Verdict::failed) {
            ++failed;
            std::printf("failed %s: %s\n", r.c->id.c_str(), r.detail.c_str());
        }
    });
    std::printf("%d passed, %d failed\n", passed, failed);
    return passed > 0 && failed == 0 ? 0 : 1;
}
