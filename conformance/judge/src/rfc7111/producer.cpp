// The reference's producer of RFC 7111's fragments, "rows" (spec.hpp's
// producer_kind; docs/adapter-protocol.md s.6), reached by the type of its
// fragment (rfc7111/entry.hpp).
#include <cstdint>
#include <map>
#include <string>

#include "fragid/conformance/outcome.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/resolve.hpp"
#include "../reference_producers.hpp"

namespace fragid::conformance::reference_producers {

// One row= fragment per record, claiming that record's cells.
Answer produced(std::type_identity<CsvFragment>, const Entity& entity) {
    // Every record's cells, read once: row=1-* selects them all (RFC 7111 s.4.2).
    const auto all = outcome_of(resolve_as<Spec::rfc7111>(describe(Spec::rfc7111).whole_entity_fragment, entity));
    Emitted emitted;
    const auto* identified = std::get_if<CsvCells>(&all);
    const auto charset = lookup_charset(charset_or_default(entity.charset, Spec::rfc7111));
    if (!identified || !charset) return Answer{emitted};  // not CSV: nothing to point at
    std::map<std::uint64_t, CsvCells> records;
    for (const auto& cell : identified->cells) records[cell.row].cells.insert(cell);
    for (auto& [row, cells] : records) {
        CsvSelection selection;
        selection.spans.push_back({Ordinal{false, Number(row)}, Ordinal{false, Number(row)}});
        auto made = make_csv(entity, *charset, selection);
        if (const auto* error = std::get_if<MakeError>(&made))
            return Answer{make_refused(*error, "row " + std::to_string(row))};
        emitted.fragments.push_back({to_string(std::get<MadeCsv>(made).fragment), std::move(cells)});
    }
    return Answer{std::move(emitted)};
}

}  // namespace fragid::conformance::reference_producers
