#include "fragid/conformance/reference_adapter.hpp"

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
    h.supports.produce = {"rfc7111-rows"};
    return h;
}

Answer ReferenceAdapter::run(const Request& request) {
    Answer answer;
    std::visit(
        [&](const auto& result) {
            answer.outcome = outcome_of(result);
            answer.result = result;
        },
        resolve(request.spec, request.fragment, request.entity));
    return answer;
}

Answer ReferenceAdapter::produce(const ProduceRequest& request) {
    Answer answer;
    if (request.spec != Spec::rfc7111 || request.kind != "rows") {
        answer.kind = Answer::Kind::skipped;
        answer.message = "the reference produces rfc7111-rows only";
        return answer;
    }
    // Every record's cells, read once: row=1-* selects them all (RFC 7111 s.4.2).
    const auto all = outcome_of(resolve_as<Spec::rfc7111>(describe(Spec::rfc7111).whole_entity_fragment, request.entity));
    answer.kind = Answer::Kind::produced;
    if (!all.cells) return answer;  // no records (or not CSV): nothing to point at
    for (const auto& cell : *all.cells) {
        if (answer.produced.empty() || answer.produced.back().claim.cells->begin()->row != cell.row)
            answer.produced.push_back({"row=" + std::to_string(cell.row), Outcome{Status::ok, std::nullopt, std::set<CsvCellRef>{}, std::nullopt}});
        answer.produced.back().claim.cells->insert(cell);
    }
    return answer;
}

}  // namespace fragid::conformance
