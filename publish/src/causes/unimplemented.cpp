// The most general causes: a whole scheme, a feature or a rule of the spec that
// the answers show is not implemented. Each is checked over every case of its
// kind the implementation answered, not only over those it failed.
#include <map>

#include "../fragment_words.hpp"
#include "evidence.hpp"

namespace fragid::publish::causes {

using namespace conformance;
namespace words = fragment_words;

namespace {

// "char=" or "char(" as the fragment writes its scheme; empty for none.
std::string written_scheme(const std::string& decoded) {
    const auto scheme = words::scheme_of(decoded);
    return scheme.empty() ? scheme : scheme + decoded[scheme.size()];
}

// The one status every record of `records` was answered with, if they share one.
std::optional<Status> common_status(const std::vector<const CaseRecord*>& records) {
    std::optional<Status> status;
    for (const auto* r : records) {
        const auto s = status_of(*r->actual);
        if (status && *status != s) return std::nullopt;
        status = s;
    }
    return status;
}

std::vector<const CaseRecord*> deviating(const std::vector<const CaseRecord*>& records) {
    std::vector<const CaseRecord*> out;
    for (const auto* r : records)
        if (deviates(*r)) out.push_back(r);
    return out;
}

bool has_integrity_check(const std::string& decoded) {
    return decoded.find(";length=") != std::string::npos || decoded.find(";md5=") != std::string::npos;
}

// The fragment without its integrity checks: RFC 5147 s.3 puts them after the first ';'.
std::string without_checks(const std::string& decoded) { return decoded.substr(0, decoded.find(';')); }

}  // namespace

// Every fragment of one scheme answered with one status that is not ok, while
// the spec identifies something in some of them: the scheme is not implemented.
std::vector<Finding> scheme_not_implemented(Evidence& e) {
    std::map<std::string, std::vector<const CaseRecord*>> by_scheme;
    for (const auto* r : e.answered())
        if (!e.explained(*r)) {
            const auto scheme = written_scheme(words::decoded(r->c->resolves()->fragment));
            if (!scheme.empty()) by_scheme[scheme].push_back(r);
        }
    std::vector<Finding> found;
    for (const auto& [scheme, records] : by_scheme) {
        const auto status = common_status(records);
        const auto identify = std::count_if(records.begin(), records.end(),
                                            [](const CaseRecord* r) { return expected_status(*r) == Status::ok; });
        if (!status || *status == Status::ok || identify == 0 || deviating(records).empty() || records.size() < minimum_checked)
            continue;
        const auto name = scheme.back() == '(' ? scheme + "\u2026)" : scheme;
        found.push_back({words::scheme_of(scheme) + "-not-implemented",
                         "answers " + quoted(*status) + " to every `" + name + "` fragment it answered " +
                             tally(records.size(), records.size()) + ", " + std::to_string(identify) +
                             (identify == 1 ? " of which identifies" : " of which identify") +
                             " something by the spec: `" + name + "` appears not to be implemented",
                         whole(deviating(records)), words::sections_defining(words::scheme_of(scheme))});
    }
    return found;
}

// Every fragment whose integrity check fails is answered as the same fragment
// without the check: the checks are not evaluated (RFC 5147 s.4.3 lets a
// client ignore them; one that does should not declare them in its handshake).
std::vector<Finding> integrity_not_evaluated(Evidence& e) {
    std::vector<const CaseRecord*> failing_checks;
    for (const auto* r : e.answered()) {
        if (e.explained(*r) || !describe(r->c->spec).integrity_checks) continue;
        if (expected_status(*r) != Status::integrity_mismatch) continue;
        if (has_integrity_check(words::decoded(r->c->resolves()->fragment))) failing_checks.push_back(r);
    }
    std::vector<const CaseRecord*> checked;
    for (const auto* r : failing_checks) {
        const auto as_hypothesised = e.answers_as(*r, without_checks(words::decoded(r->c->resolves()->fragment)));
        if (!as_hypothesised) continue;
        if (!*as_hypothesised) return {};
        checked.push_back(r);
    }
    failing_checks = checked;
    if (deviating(failing_checks).empty() || failing_checks.size() < minimum_checked) return {};
    return {{"integrity-not-evaluated",
             "answers every fragment whose integrity check fails as the same fragment without the check " +
                 tally(failing_checks.size(), failing_checks.size()) +
                 ": `length=` and `md5=` appear not to be evaluated (RFC 5147 s.4.3 lets a client ignore them; one that "
                 "does leaves them out of its handshake's supports, and these cases are skipped)",
             whole(deviating(failing_checks)), {"4.3", "3.1"}}};
}

// RFC 7111's `*` (the last row or column): every fragment with it answered with
// one status that is not ok; else every selection that starts with it.
std::vector<Finding> star_not_implemented(Evidence& e) {
    std::vector<const CaseRecord*> with_star, starting_with_star;
    for (const auto* r : e.answered()) {
        if (e.explained(*r) || expected_status(*r) == Status::syntax_error) continue;
        const auto decoded = words::decoded(r->c->resolves()->fragment);
        const auto selections = words::selections_of(decoded, true);
        if (!selections || decoded.find('*') == std::string::npos) continue;
        with_star.push_back(r);
        if (std::any_of(selections->begin(), selections->end(), [](const std::string& s) { return s.starts_with('*'); }))
            starting_with_star.push_back(r);
    }
    for (const auto& [records, what] : {std::pair{&with_star, "every fragment with `*`"},
                                        std::pair{&starting_with_star, "every selection that starts with `*`"}}) {
        const auto status = common_status(*records);
        if (records->size() < minimum_checked || !status || *status == Status::ok || deviating(*records).empty()) continue;
        return {{"star-not-implemented",
                 "answers " + quoted(*status) + " to " + what + " " + tally(records->size(), records->size()) +
                     ": `*` (the last row or column, RFC 7111 s.3) appears not to be implemented" +
                     (records == &starting_with_star ? " where it starts a selection" : ""),
                 whole(deviating(*records))}};
    }
    return {};
}

// Fragments outside the grammar not ignored: answered as if they were valid,
// or with no answer at all. Not an "every": the statement counts how many of
// the malformed fragments it was sent.
std::vector<Finding> malformed_accepted(Evidence& e) {
    struct Counts {
        std::vector<const CaseRecord*> accepted, failing;
        std::size_t sent = 0;
    };
    std::map<Spec, Counts> by_spec;
    for (const auto* r : e.sent()) {
        if (e.explained(*r) || expected_status(*r) != Status::syntax_error) continue;
        auto& counts = by_spec[r->c->spec];
        ++counts.sent;
        if (r->actual && status_of(*r->actual) == Status::ok) counts.accepted.push_back(r);
        if (no_answer(*r)) counts.failing.push_back(r);
    }
    std::vector<Finding> found;
    for (const auto& [spec, counts] : by_spec) {
        const auto n = counts.accepted.size() + counts.failing.size();
        if (n == 0) continue;
        std::string what;
        if (!counts.accepted.empty()) what = "identifies something for " + std::to_string(counts.accepted.size());
        if (!counts.failing.empty())
            what += (what.empty() ? "gives no answer (errors) to " : " and gives no answer to ") + std::to_string(counts.failing.size());
        auto explains = whole(counts.accepted);
        for (const auto* r : counts.failing) explains.insert({r, 0});
        const auto& rule = describe(spec).syntax_error_rule;
        found.push_back({"malformed-accepted-" + std::string(describe(spec).short_name),
                         what + " of the " + std::to_string(counts.sent) + " malformed fragments it was sent, which " +
                             (rule.empty() ? "fragid reads as syntax errors" : std::string(rule) + " says must be ignored") +
                             ": fragments outside the grammar are not recognised as such",
                         explains, words::syntax_rule_section(rule)});
    }
    return found;
}

}  // namespace fragid::publish::causes
