#include "fragid/conformance/reference_adapter.hpp"

#include <map>
#include <nlohmann/json.hpp>

#include "fragid/conformance/result_json.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/make.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid::conformance {

Handshake ReferenceAdapter::start() {
    Handshake h;
    h.implementation = {"fragid-reference", FRAGID_VERSION, "C++", ""};  // no public homepage yet
    for (const auto& d : spec_table) h.supports.specs.insert(d.spec);
    h.supports.length_check = true;
    h.supports.md5_check = true;
    h.supports.charsets = {"*"};
    h.supports.line_endings = true;
    h.supports.line_ending_context = LineEndingSet::all();  // when not told: every convention s.4.1 names
    h.supports.byte_offsets = true;
    h.supports.produce = {"rfc7111-rows"};
    return h;
}

Answer ReferenceAdapter::run(const Request& request) {
    Answer answer;
    std::visit(
        [&](const auto& result) {
            answer.reply = outcome_of(result);
            answer.result = result;
        },
        resolve(request.spec, request.fragment, request.entity));
    return answer;
}

Answer ReferenceAdapter::produce(const ProduceRequest& request) {
    if (request.spec != Spec::rfc7111 || request.kind != "rows")
        return Answer{Skipped{"the reference produces rfc7111-rows only"}};
    // Every record's cells, read once: row=1-* selects them all (RFC 7111 s.4.2).
    const auto all = outcome_of(resolve_as<Spec::rfc7111>(describe(Spec::rfc7111).whole_entity_fragment, request.entity));
    Emitted emitted;
    const auto* identified = std::get_if<CsvCells>(&all);
    if (!identified) return Answer{emitted};  // not CSV: nothing to point at
    // One row= fragment per record, claiming that record's cells; each made by
    // `fragid make`'s library (make.hpp), which checks the record exists and
    // that the fragment identifies it before handing it out.
    const auto charset = lookup_charset(charset_or_default(request.entity.charset, Spec::rfc7111));
    if (!charset) return Answer{emitted};  // as above: the whole read already failed on it
    std::map<std::uint64_t, CsvCells> records;
    for (const auto& cell : identified->cells) records[cell.row].cells.insert(cell);
    for (auto& [row, cells] : records) {
        CsvSelection selection;
        selection.spans.push_back({Ordinal{false, Number(row)}, Ordinal{false, Number(row)}});
        auto made = make_csv(request.entity, *charset, selection);
        if (const auto* error = std::get_if<MakeError>(&made))
            return Answer{Failure{Failure::How::errored, "make: the entity has " + error->has + "; row " +
                                                             std::to_string(row) + " asks for " + error->asked}};
        emitted.fragments.push_back({to_string(std::get<MadeCsv>(made).fragment), std::move(cells)});
    }
    return Answer{std::move(emitted)};
}

}  // namespace fragid::conformance
