#include "fragid/conformance/reference_adapter.hpp"

#include <nlohmann/json.hpp>

#include "fragid/model/json.hpp"
#include "fragid/reference/csv_resolver.hpp"
#include "fragid/reference/text_resolver.hpp"
#include "fragid/reference/wilde_resolver.hpp"

namespace fragid::conformance {

Handshake ReferenceAdapter::start() {
    Handshake h;
    h.implementation = {"fragid-reference", FRAGID_VERSION, "C++", ""};  // no public homepage yet
    h.supports.specs = {Spec::rfc5147, Spec::rfc7111, Spec::wilde};
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
    switch (request.spec) {
        case Spec::rfc5147: {
            const auto result = resolve_text(request.fragment, request.entity);
            answer.outcome = outcome_of(result);
            answer.raw = nlohmann::json(result).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            return answer;
        }
        case Spec::rfc7111: {
            const auto result = resolve_csv(request.fragment, request.entity);
            answer.outcome = outcome_of(result);
            answer.raw = nlohmann::json(result).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            return answer;
        }
        case Spec::wilde: {
            const auto result = resolve_wilde(request.fragment, request.entity);
            answer.outcome = outcome_of(result);
            answer.raw = nlohmann::json(result).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            return answer;
        }
    }
    answer.kind = Answer::Kind::errored;
    answer.message = "unknown spec";
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
    const auto all = outcome_of(resolve_csv("row=1-*", request.entity));
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
