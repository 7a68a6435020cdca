#include "fragid/conformance/reference_adapter.hpp"

#include <map>
#include <nlohmann/json.hpp>

#include "fragid/conformance/result_json.hpp"
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
    h.supports.produce = {"rfc5147-lines", "rfc7111-rows"};
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

namespace {

// rfc5147-lines: line=K for every line position K of the entity, from the
// start of the first line to the position after the last one, each claiming
// the position the reference resolves it to (RFC 5147 s.2.1.1: positions are
// counted from zero; s.4.2: past the last line a number means that last
// position, so the loop stops there).
Emitted line_positions(const Entity& entity) {
    Emitted emitted;
    const auto whole = outcome_of(resolve_as<Spec::rfc5147>(describe(Spec::rfc5147).whole_entity_fragment, entity));
    const auto* all = std::get_if<TextSpan>(&whole);
    if (!all) return emitted;  // not readable as text: nothing to point at
    for (std::uint64_t line = 0;; ++line) {
        const auto fragment = "line=" + std::to_string(line);
        auto claim = outcome_of(resolve_as<Spec::rfc5147>(fragment, entity));
        const auto* at = std::get_if<TextSpan>(&claim);
        if (!at) break;
        const bool last = at->start_character >= all->end_character;
        emitted.fragments.push_back({fragment, std::move(claim)});
        if (last) break;
    }
    return emitted;
}

// rfc7111-rows: one row= fragment per record, claiming that record's cells.
Emitted record_rows(const Entity& entity) {
    // Every record's cells, read once: row=1-* selects them all (RFC 7111 s.4.2).
    const auto all = outcome_of(resolve_as<Spec::rfc7111>(describe(Spec::rfc7111).whole_entity_fragment, entity));
    Emitted emitted;
    const auto* identified = std::get_if<CsvCells>(&all);
    if (!identified) return emitted;  // not CSV: nothing to point at
    std::map<std::uint64_t, CsvCells> records;
    for (const auto& cell : identified->cells) records[cell.row].cells.insert(cell);
    for (auto& [row, cells] : records) emitted.fragments.push_back({"row=" + std::to_string(row), std::move(cells)});
    return emitted;
}

}  // namespace

Answer ReferenceAdapter::produce(const ProduceRequest& request) {
    if (request.spec == Spec::rfc5147 && request.kind == "lines") return Answer{line_positions(request.entity)};
    if (request.spec != Spec::rfc7111 || request.kind != "rows")
        return Answer{Skipped{"the reference produces rfc5147-lines and rfc7111-rows only"}};
    return Answer{record_rows(request.entity)};
}

}  // namespace fragid::conformance
