#include "fragid/conformance/reference_adapter.hpp"

#include <map>
#include <string>
#include <type_traits>
#include <vector>
#include <nlohmann/json.hpp>

#include "fragid/conformance/result_json.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/make.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid::conformance {
namespace {

// What the reference produces, as its handshake declares it ("rfc5147-lines"):
// each spec's producer kind (spec.hpp), where it has one.
std::vector<std::string> produced_kinds() {
    std::vector<std::string> kinds;
    for (const auto& d : spec_table)
        if (!d.producer_kind.empty()) kinds.push_back(produce_capability(d.spec, d.producer_kind));
    return kinds;
}

}  // namespace

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
    h.supports.produce = produced_kinds();
    return h;
}

Answer ReferenceAdapter::run(const Request& request) {
    Answer answer;
    std::visit(
        [&](const auto& result) {
            answer.reply = outcome_of(result);
            if (results_ == Results::as_json) answer.result = result;
        },
        resolve(request.spec, request.fragment, request.entity));
    return answer;
}

namespace {

// Each fragment is made by `fragid make`'s library (make.hpp), which checks
// that the entity has what it points at and that the fragment identifies it
// before handing it out; a refusal would be a bug of the reference's, said so.
Failure make_refused(const MakeError& error, const std::string& what) {
    return Failure{Failure::How::errored, "make: the entity has " + error.has + "; " + what + " asks for " + error.asked};
}

// The fragments of each spec's producer kind (spec.hpp), by the type of its
// fragment.
// RFC 5147's "lines": the position before each line (line=K, RFC 5147 s.2.1.1:
// positions count from zero), then the end, each claiming the position the
// reference resolves it to; past the last line a number means that end
// (s.4.2), so the list stops there.
Answer produced(std::type_identity<TextFragment>, const Entity& entity) {
    Emitted emitted;
    const auto whole = outcome_of(resolve_as<Spec::rfc5147>(describe(Spec::rfc5147).whole_entity_fragment, entity));
    const auto* all = std::get_if<TextSpan>(&whole);
    const auto charset = lookup_charset(charset_or_default(entity.charset, Spec::rfc5147));
    if (!all || !charset) return Answer{emitted};  // not readable as text: nothing to point at
    for (std::uint64_t before = 1;; ++before) {
        auto made = make_text(entity, *charset, TextPointSelection{TextScheme::line, Ordinal{false, Number(before)}});
        if (const auto* error = std::get_if<MakeError>(&made))
            return Answer{make_refused(*error, "the position before line " + std::to_string(before))};
        const auto& text = std::get<MadeText>(made);
        auto claim = outcome_of(text.identified);
        const auto* at = std::get_if<TextSpan>(&claim);
        const bool end = !at || at->start_character >= all->end_character;
        emitted.fragments.push_back({to_string(text.fragment), std::move(claim)});
        if (end) return Answer{std::move(emitted)};
    }
}

// RFC 7111's "rows": one row= fragment per record, claiming that record's cells.
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

// A spec whose row names a producer kind that has no producer above: the
// reference's own fault, said so.
template <class Fragment>
Answer produced(std::type_identity<Fragment>, const Entity&) {
    constexpr Spec spec = spec_of_fragment<Fragment>;
    return Answer{Failure{Failure::How::errored,
                          "the reference has no producer for " + produce_capability(spec, describe(spec).producer_kind)}};
}

}  // namespace

Answer ReferenceAdapter::produce(const ProduceRequest& request) {
    const auto kind = describe(request.spec).producer_kind;
    if (kind.empty() || request.kind != kind) {
        std::string listed;
        for (const auto& produced_kind : produced_kinds()) listed += (listed.empty() ? "" : ", ") + produced_kind;
        return Answer{Skipped{"the reference produces " + listed + " only"}};
    }
    return with_spec(request.spec,
                     [&](auto s) { return produced(std::type_identity<fragment_of<s.value>>{}, request.entity); });
}

}  // namespace fragid::conformance
