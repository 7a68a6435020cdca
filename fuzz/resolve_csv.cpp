// libFuzzer: the RFC 7111 resolver on any fragment and entity; its results
// must be well-formed (docs/interpretations-rfc7111.md).
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "fragid/reference/resolve.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto c = fragid::fuzz::case_from(data, size);
    const auto r = fragid::resolve_as<fragid::Spec::rfc7111>(c.fragment, c.entity);
    const auto& f = c.fragment;
    const auto& bytes = c.entity.bytes;
    FRAGID_FUZZ_CHECK((r.status == fragid::Status::ok) == !r.parts.empty(), f, bytes);
    for (const auto& part : r.parts) {
        FRAGID_FUZZ_CHECK(1 <= part.first_row && part.first_row <= part.last_row, f, bytes);
        FRAGID_FUZZ_CHECK(1 <= part.first_col && part.first_col <= part.last_col, f, bytes);
        for (const auto& field : part.fields) {
            FRAGID_FUZZ_CHECK(part.first_row <= field.row && field.row <= part.last_row, f, bytes);
            FRAGID_FUZZ_CHECK(part.first_col <= field.col && field.col <= part.last_col, f, bytes);
            FRAGID_FUZZ_CHECK(field.byte_start <= field.byte_end && field.byte_end <= bytes.size(), f, bytes);
        }
    }
    if (r.status == fragid::Status::ok) (void)fragid::render_csv(r, c.entity);
    return 0;
}
