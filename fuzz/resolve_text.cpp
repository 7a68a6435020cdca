// libFuzzer: the RFC 5147 resolver on any fragment and entity; its results
// must be well-formed (docs/interpretations.md).
#include "fragid/reference/resolve.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto c = fragid::fuzz::case_from(data, size);
    const auto r = fragid::resolve_as<fragid::Spec::rfc5147>(c.fragment, c.entity);
    const auto& f = c.fragment;
    const auto& bytes = c.entity.bytes;
    FRAGID_FUZZ_CHECK(!r.reason.empty(), f, bytes);
    if (r.status == fragid::Status::ok || r.status == fragid::Status::integrity_mismatch) {
        FRAGID_FUZZ_CHECK(r.start.character <= r.end.character, f, bytes);
        FRAGID_FUZZ_CHECK(r.start.byte <= r.end.byte && r.end.byte <= bytes.size(), f, bytes);
        FRAGID_FUZZ_CHECK(r.start.line >= 1 && r.start.column >= 1 && r.end.line >= r.start.line, f, bytes);
        FRAGID_FUZZ_CHECK(!r.is_position || r.start == r.end, f, bytes);
    }
    if (r.status == fragid::Status::syntax_error) FRAGID_FUZZ_CHECK(r.error_offset && *r.error_offset <= f.size(), f, bytes);
    if (r.status == fragid::Status::entity_error && r.error_offset) FRAGID_FUZZ_CHECK(*r.error_offset <= bytes.size(), f, bytes);
    return 0;
}
