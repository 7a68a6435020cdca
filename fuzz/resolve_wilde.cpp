// libFuzzer: the draft-wilde-text-fragment-01 resolver, match() included,
// under a short regex limit (s.6): it must answer, well-formed, every time.
#include "fragid/reference/resolve.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto c = fragid::fuzz::case_from(data, size);
    const auto r = fragid::resolve_as<fragid::Spec::wilde>(c.fragment, c.entity, {fragid::RegexLimits{std::chrono::milliseconds(50), 256}});
    const auto& f = c.fragment;
    const auto& bytes = c.entity.bytes;
    FRAGID_FUZZ_CHECK(!r.reason.empty(), f, bytes);
    if (r.status == fragid::Status::ignored) FRAGID_FUZZ_CHECK(r.spans.empty() && !r.ignored.empty(), f, bytes);
    for (const auto& s : r.spans) {
        FRAGID_FUZZ_CHECK(s.start.character <= s.end.character, f, bytes);
        FRAGID_FUZZ_CHECK(s.start.byte <= s.end.byte && s.end.byte <= bytes.size(), f, bytes);
    }
    if (r.status == fragid::Status::syntax_error) FRAGID_FUZZ_CHECK(r.error_offset && *r.error_offset <= f.size(), f, bytes);
    return 0;
}
