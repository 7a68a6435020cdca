// Read this file beside conformance/README.md ("Levels") and the sections it
// names: RFC 5147 s.2.2, 3, 3.1, 4.3, 4.4; RFC 7111 s.3, 4.1, 4.2, 5.1;
// draft-wilde-text-fragment-01 s.3.1 and 4.
#include "finding_class.hpp"

#include <algorithm>
#include <type_traits>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/random_check/vector_writer.hpp"

namespace fragid::random_check::detail {

using conformance::Case;
using conformance::CaseEntity;
using conformance::CaseRecord;
using conformance::Level;
using conformance::Outcome;
using conformance::ResolveCheck;
using conformance::Spec;
using conformance::Verdict;

std::string finding_kind(const CaseRecord& implementation) {
    switch (implementation.verdict) {
        case Verdict::crashed: return "crashed";
        case Verdict::timed_out: return "timed out";
        case Verdict::failed:
            if (implementation.difference) return "differs: " + std::string(to_string(implementation.difference->part));
            break;
        default: break;
    }
    return "protocol error";  // errored, or an answer of the wrong kind
}

namespace {

std::optional<Status> answered_status(const CaseRecord& implementation) {
    if (!implementation.actual) return std::nullopt;  // no result: crashed, timed out, errored
    return status_of(*implementation.actual);
}

bool either_is(Status status, const Outcome& reference, const CaseRecord& implementation) {
    return status_of(reference) == status || answered_status(implementation) == status;
}

// RFC 5147: s.2.2.1-2.2.4 by scheme and selector. The fragment parses: the
// caller has ruled out syntax errors.
std::string rfc5147_selection_section(const TextFragment& f) {
    const bool position = std::holds_alternative<TextPosition>(f.selector);
    if (f.scheme == TextScheme::character) return position ? "2.2.1" : "2.2.2";
    return position ? "2.2.3" : "2.2.4";
}

// The section of each spec a finding is filed under, by the spec's fragment type.
std::string section_of(std::type_identity<TextFragment>, const Case& c, const Outcome& reference,
                       const CaseRecord& implementation) {
    // A fragment the reference rejects: what to do with syntax errors (s.4.4);
    // one only the implementation rejects: the grammar says it is valid (s.3).
    if (status_of(reference) == Status::syntax_error) return "4.4";
    if (answered_status(implementation) == Status::syntax_error) return "3";
    // A check the reference finds failing: its handling (s.4.3); one only the
    // implementation finds failing: what the check's value means (s.3.1).
    if (status_of(reference) == Status::integrity_mismatch) return "4.3";
    if (answered_status(implementation) == Status::integrity_mismatch) return "3.1";
    // The charset and its invalid bytes: the suite files them under s.2 (rfc5147-s2-1).
    if (either_is(Status::entity_error, reference, implementation)) return "2";
    const auto parsed = parse_fragment_as<TextFragment>(c.resolves()->fragment);
    if (const auto* f = std::get_if<TextFragment>(&parsed)) return rfc5147_selection_section(*f);
    return "2";
}

std::string section_of(std::type_identity<CsvFragment>, const Case&, const Outcome& reference,
                       const CaseRecord& implementation) {
    if (status_of(reference) == Status::syntax_error) return "4.1";
    if (answered_status(implementation) == Status::syntax_error) return "3";
    if (either_is(Status::entity_error, reference, implementation)) return "5.1";  // the charset, s.5.1
    return "4.2";
}

std::string section_of(std::type_identity<WildeFragment>, const Case&, const Outcome& reference,
                       const CaseRecord& implementation) {
    return either_is(Status::syntax_error, reference, implementation) ? "4" : "3.1";
}

bool has_match_part(const WildeFragment& f) {
    return std::any_of(f.parts.begin(), f.parts.end(), [](const WildePart& p) { return p.scheme == WildeScheme::match; });
}

// The level of a plain selection of each spec (level_of_rule below).
std::optional<Level> level_of_selection(const TextFragment& f, const CaseEntity&) {
    return f.checks.empty() ? std::optional(Level::must) : std::optional(Level::should);
}
std::optional<Level> level_of_selection(const CsvFragment&, const CaseEntity& entity) {
    if (is_plain_rfc4180(entity)) return Level::must;
    return std::nullopt;
}
std::optional<Level> level_of_selection(const WildeFragment& f, const CaseEntity&) {
    // match() is a POSIX BRE (s.3.1.5): which regex engine an implementation
    // brings is its own business, so its answers are not the draft's alone.
    if (has_match_part(f)) return std::nullopt;
    return Level::must;
}

// Whether the reference's answer rests on the grammar or a MUST, with nothing
// left open: syntax errors, and plain selections (RFC 5147 char= and line=
// without checks; RFC 7111 on CSV as RFC 4180 writes it; the draft's char()
// and line()). `should` for RFC 5147 integrity checks (s.4.3 "SHOULD NOT",
// and "MAY choose to ignore"), nothing (impl-defined) otherwise.
std::optional<Level> level_of_rule(const Case& c, const Outcome& reference, const CaseRecord& implementation) {
    // The draft has no rule that voids a fragment outside its grammar, so a
    // reader that uses its good parts is defensible (docs/interpretations-wilde.md,
    // "Malformed and extra parts"); only a valid fragment called an error is a must.
    if (describe(c.spec).syntax_error_rule.empty() && status_of(reference) == Status::syntax_error) return std::nullopt;
    if (either_is(Status::syntax_error, reference, implementation)) return Level::must;
    if (either_is(Status::entity_error, reference, implementation)) return std::nullopt;
    const auto parsed = parse_fragment(c.spec, c.resolves()->fragment);
    const auto* fragment = std::get_if<ParsedFragment>(&parsed);
    if (!fragment) return std::nullopt;  // unreachable: the reference said syntax-error above
    return std::visit([&](const auto& f) { return level_of_selection(f, c.entity); }, *fragment);
}

}  // namespace

std::string finding_section(const Case& c, const Outcome& reference, const CaseRecord& implementation) {
    return with_spec(c.spec, [&](auto s) {
        return section_of(std::type_identity<fragment_of<s.value>>{}, c, reference, implementation);
    });
}

void classify(Case& c, const CaseRecord& implementation, const Openness& open) {
    auto& check = std::get<ResolveCheck>(c.check);  // findings are resolver cases
    const auto& reference = check.acceptable.front();
    c.section = finding_section(c, reference, implementation);
    check.expect_any = check.acceptable.size() > 1;
    check.reference_choice = check.expect_any ? std::optional<std::size_t>(0) : std::nullopt;
    check.single_answer.reset();
    const bool entity_open = open.entity_invalid || (open.entity_empty && !describe(c.spec).empty_entity_open.empty());
    const auto rule = level_of_rule(c, reference, implementation);
    // A syntax error is one whatever the entity holds (s.4.4 needs no entity).
    if (!check.expect_any && rule && (!entity_open || either_is(Status::syntax_error, reference, implementation))) {
        c.level = *rule;
        return;
    }
    c.level = Level::impl_defined;
    if (check.expect_any) return;
    std::string why = "Found by fragid check --random; no other answer computed.";
    for (const auto& reason : open.reasons) why += " " + reason;
    why += " Before committing: list every defensible answer, or say why there is none.";
    check.single_answer = why;
}

namespace {

// RFC 4180 s.2 item 5-7: a field is either without DQUOTE, or wholly
// enclosed in DQUOTEs with inner ones doubled (CR, LF and COMMA allowed there).
// Returns the number of fields of the record at `at`, moving `at` past its
// CRLF; 0 if the record is not as RFC 4180 writes it.
std::size_t plain_record(std::string_view bytes, std::size_t& at) {
    std::size_t fields = 1;
    while (at < bytes.size()) {
        if (bytes[at] == '"') {
            ++at;
            for (;; ++at) {
                if (at >= bytes.size()) return 0;
                if (bytes[at] != '"') continue;
                if (at + 1 < bytes.size() && bytes[at + 1] == '"') {
                    ++at;
                    continue;
                }
                ++at;
                break;
            }
        } else {
            while (at < bytes.size() && bytes[at] != ',' && bytes[at] != '\r' && bytes[at] != '\n') {
                if (bytes[at] == '"') return 0;
                ++at;
            }
        }
        if (at >= bytes.size()) return fields;
        if (bytes[at] == ',') {
            ++fields, ++at;
            continue;
        }
        if (bytes.substr(at, 2) != "\r\n") return 0;  // a bare CR or LF (s.2 item 1: CRLF)
        at += 2;
        return fields;
    }
    return fields;
}

}  // namespace

bool is_plain_rfc4180(const conformance::CaseEntity& entity) {
    const std::string_view bytes = entity.bytes;
    if (entity.charset && entity.charset != "UTF-8" && entity.charset != "utf-8") return false;
    if (bytes.empty() || bytes.starts_with("\xEF\xBB\xBF") || !is_utf8(bytes)) return false;
    std::size_t at = 0, width = 0;
    while (at < bytes.size()) {
        const auto fields = plain_record(bytes, at);
        if (fields == 0 || (width && fields != width)) return false;
        width = fields;
    }
    return true;
}

}  // namespace fragid::random_check::detail
