// libFuzzer: the draft-wilde-text-fragment-01 resolver, match() included,
// under a short regex limit (s.6): it must answer, well-formed, every time.
#include "fragid/reference/resolve.hpp"
#include "fuzz_support.hpp"

namespace {

// The s.6 limit of one fragment (reference/src/wilde/resolver.cpp shares it among all its
// match() parts), 20 ms of the sandbox's CPU time where the CLI allows 2 s. An input that reaches it
// costs all of it plus a new sandbox process (the one that ran out is killed,
// regex_search.cpp), and a corpus gathers such inputs (back-references): over
// 60 s from the seed corpus about 1 input in 1,100 reached the limit, and at
// 50 ms they took a third of the run (about 5k exec/s, 12k at 20 ms). At 20 ms
// the share of inputs that reach it stayed the same (1 in 1,400), so no
// ordinary search of a text of max_len (4 KiB) was turned into one: only
// pathological patterns give resource_limit answers, and those are checked
// below like every other answer (a reason, no spans, nothing identified).
const fragid::RegexLimits limits{std::chrono::milliseconds(20), 256};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto c = fragid::fuzz::case_from(data, size);
    const auto r = fragid::resolve_as<fragid::Spec::wilde>(c.fragment, c.entity, {limits});
    const auto& f = c.fragment;
    const auto& bytes = c.entity.bytes;
    FRAGID_FUZZ_CHECK(!r.reason.empty(), f, bytes);
    if (r.status == fragid::Status::ignored) FRAGID_FUZZ_CHECK(r.spans.empty() && !r.ignored.empty(), f, bytes);
    if (r.status == fragid::Status::resource_limit) FRAGID_FUZZ_CHECK(r.spans.empty() && r.identified.empty(), f, bytes);
    for (const auto& s : r.spans) {
        FRAGID_FUZZ_CHECK(s.start.character <= s.end.character, f, bytes);
        FRAGID_FUZZ_CHECK(s.start.byte <= s.end.byte && s.end.byte <= bytes.size(), f, bytes);
    }
    if (r.status == fragid::Status::syntax_error) FRAGID_FUZZ_CHECK(r.error_offset && *r.error_offset <= f.size(), f, bytes);
    return 0;
}
