// Showing a draft-wilde-text-fragment-01 resolution to a person (print.hpp).
// What a fragment means in words is explain.cpp's.
#include "fragid/reference/wilde/print.hpp"

#include <cstdint>

#include "fragid/entity/span_writer.hpp"

namespace fragid {

void print_notes(const WildeResult& result, std::ostream& notes) {
    for (const auto& ignored : result.ignored)
        notes << "fragid: note: scheme part " << ignored.part + 1 << " ignored: " << ignored.reason << '\n';
}

void print_identified(const WildeResult& result, const Entity& entity, std::ostream& out, std::ostream& notes) {
    const auto& ranges = result.identified;  // the union of the parts (s.3.1.6)
    if (ranges.empty()) notes << "fragid: the fragment identifies no text here\n";
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        // A long range piece by piece, so memory stays bounded (span_writer.hpp).
        const std::uint64_t start = ranges[i].start.byte, end = ranges[i].end.byte;
        write_span(out, entity.bytes, start, end);
        // end <= entity.bytes.size(): the range lies in the entity, so the index fits a size_t (wasm32 too).
        if (ranges.size() > 1 && end > start && entity.bytes[static_cast<std::size_t>(end - 1)] != '\n') out << '\n';
    }
}

void explain_details(const WildeResult& result, std::ostream& out) {
    for (const auto& span : result.spans)
        out << "  part " << span.part + 1 << ": characters " << span.start.character << " to " << span.end.character
            << " (line " << span.start.line << ", column " << span.start.column << ")\n";
    for (const auto& ignored : result.ignored) out << "  part " << ignored.part + 1 << " ignored: " << ignored.reason << '\n';
    if (!result.spans.empty())
        out << "  (characters count from 0, as positions between characters; lines and columns count from 1, "
               "as the draft's counts do)\n";
}

}  // namespace fragid
