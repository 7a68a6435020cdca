// One systematic difference in how the numbers of a fragment are read, each
// checked by asking the reference what it answers for the fragment as the
// implementation appears to read it: `row=4` read as `row=6`, `line=1,3` read
// as `line=1`, `row=1;4` read as `row=1`. A later detector reads a fragment
// with what the earlier ones found (Evidence::shifts, ranges_read_as_start).
#include <map>

#include "../fragment_words.hpp"
#include "evidence.hpp"

namespace fragid::publish::causes {

using namespace conformance;
namespace words = fragment_words;

namespace {

struct Taken {
    std::string scheme;
    const words::SchemeForm* form = nullptr;
    std::vector<std::string> selections;
};

// A fragment of a scheme whose numbers a detector can rewrite, taken apart;
// nothing for another, or for a fragment outside the grammar.
std::optional<Taken> taken_apart(const CaseRecord& r) {
    if (expected_status(r) == Status::syntax_error) return std::nullopt;
    const auto decoded = words::decoded(r.c->resolves()->fragment);
    Taken t;
    t.scheme = words::scheme_of(decoded);
    t.form = words::form_of(t.scheme);
    if (!t.form || decoded[t.scheme.size()] != '=') return std::nullopt;
    auto selections = words::selections_of(decoded, t.form->semicolon_separates_selections);
    if (!selections || selections->empty()) return std::nullopt;
    t.selections = std::move(*selections);
    return t;
}

// "+2", "-1"
std::string signed_text(int k) { return (k > 0 ? "+" : "") + std::to_string(k); }

std::string as_fragment(const std::string& scheme, const std::string& selection) { return scheme + "=" + selection; }

// A selection as the implementation appears to read it, with the readings
// found so far: its numbers shifted, a range read as its start. Nothing where
// that reading cannot be written (a number shifted below zero, a '*').
std::optional<std::string> as_read(const Evidence& e, const Taken& t, const std::string& selection) {
    const auto shift = e.shifts.contains(t.scheme) ? e.shifts.at(t.scheme) : 0;
    if (words::is_number(selection)) return words::shifted(selection, shift);
    const auto range = words::range_of(selection, t.form->range_separator);
    if (!range) return std::nullopt;
    // RFC 5147 s.4.2: a range without its first value starts at the start.
    const auto first = range->first.empty() && !t.form->semicolon_separates_selections ? std::string("0") : range->first;
    if (!words::is_number(first)) return std::nullopt;
    if (e.ranges_read_as_start.contains(t.scheme)) return words::shifted(first, shift);
    if (shift == 0) return selection;
    const auto a = words::shifted(first, shift);
    const auto b = words::is_number(range->second) ? words::shifted(range->second, shift) : std::optional(range->second);
    if (!a || !b) return std::nullopt;
    return *a + t.form->range_separator + *b;
}

// The shift k (|k| <= 3) that makes the reference answer `selection` + k as the
// implementation answered the plain number, if one does.
std::optional<int> shift_explaining(Evidence& e, const CaseRecord& r, const Taken& t) {
    for (int k : {1, -1, 2, -2, 3, -3}) {
        const auto n = words::shifted(t.selections.front(), k);
        if (n && e.answers_as(r, as_fragment(t.scheme, *n)).value_or(false)) return k;
    }
    return std::nullopt;
}

std::string shift_statement(const std::string& scheme, int k, std::size_t n) {
    const std::string what = scheme == "row" ? "row numbers" : scheme == "col" ? "column numbers" : scheme + " numbers";
    std::string s = "answers `" + scheme + "=N` as fragid answers `" + scheme + "=N" + signed_text(k) + "` for every single number it answered " +
                    tally(n, n) + ": " + what + " are " + std::to_string(k < 0 ? -k : k) + (k > 0 ? " too high" : " too low");
    if (scheme == "row" && k == 1) s += ", as if the first row (a header) were not counted";
    if (scheme == "line" && k == -1) s += ", as if lines were counted from 1 (RFC 5147 s.2.2.3 counts from 0)";
    return s;
}

}  // namespace

// The numbers of one scheme read k too high (or low), checked on every
// fragment of that scheme that is one number alone.
std::vector<Finding> number_shift(Evidence& e) {
    std::map<std::string, std::vector<std::pair<const CaseRecord*, Taken>>> singles;
    for (const auto* r : e.answered()) {
        if (e.explained(*r)) continue;
        auto t = taken_apart(*r);
        if (t && t->selections.size() == 1 && words::is_number(t->selections.front())) singles[t->scheme].emplace_back(r, *t);
    }
    std::vector<Finding> found;
    for (auto& [scheme, records] : singles) {
        // The shift is read off a wrong answer that identifies something, then held against every one.
        std::optional<int> k;
        for (const auto& [r, t] : records)
            if (deviates(*r) && status_of(*r->actual) == Status::ok && (k = shift_explaining(e, *r, t))) break;
        if (!k) continue;
        std::vector<const CaseRecord*> checked, wrong;
        bool holds = true;
        for (const auto& [r, t] : records) {
            const auto n = words::shifted(t.selections.front(), *k);
            // Below zero: what such a number means to it, the run does not show.
            const auto as_hypothesised = n ? e.answers_as(*r, as_fragment(scheme, *n)) : std::nullopt;
            if (!as_hypothesised) continue;
            holds = holds && *as_hypothesised;
            checked.push_back(r);
            if (deviates(*r)) wrong.push_back(r);
        }
        if (!holds || wrong.empty() || checked.size() < minimum_checked_shift) continue;
        e.shifts[scheme] = *k;
        found.push_back({scheme + "-number-shift", shift_statement(scheme, *k, checked.size()), whole(wrong),
                         words::sections_defining(scheme)});
    }
    return found;
}

// A range answered as the reference answers its first number alone: the end
// of a range is ignored. Checked on every range of the scheme it answered.
std::vector<Finding> range_read_as_start(Evidence& e) {
    std::map<std::string, std::vector<std::pair<const CaseRecord*, Taken>>> ranges;
    for (const auto* r : e.answered()) {
        if (e.explained(*r)) continue;
        auto t = taken_apart(*r);
        if (t && t->selections.size() == 1 && words::range_of(t->selections.front(), t->form->range_separator))
            ranges[t->scheme].emplace_back(r, *t);
    }
    std::vector<Finding> found;
    for (auto& [scheme, records] : ranges) {
        e.ranges_read_as_start.insert(scheme);  // the hypothesis, withdrawn below if it does not hold
        std::vector<const CaseRecord*> checked, wrong;
        bool holds = true;
        for (const auto& [r, t] : records) {
            const auto read = as_read(e, t, t.selections.front());
            const auto as_hypothesised = read ? e.answers_as(*r, as_fragment(scheme, *read)) : std::nullopt;
            if (!as_hypothesised) continue;
            holds = holds && *as_hypothesised;
            checked.push_back(r);
            if (deviates(*r)) wrong.push_back(r);
        }
        if (!holds || wrong.empty() || checked.size() < minimum_checked) {
            e.ranges_read_as_start.erase(scheme);
            continue;
        }
        const auto shift = e.shifts.contains(scheme) ? e.shifts.at(scheme) : 0;
        const char sep = records.front().second.form->range_separator;
        found.push_back({scheme + "-range-read-as-start",
                         "answers every `" + scheme + "=a" + sep + "b` range as fragid answers `" + scheme + "=a" +
                             (shift ? signed_text(shift) : "") + "` " + tally(checked.size(), checked.size()) +
                             ": the end of a range is ignored" +
                             (shift ? " (and its start read " + signed_text(shift) + ", as in the shift above)" : ""),
                         whole(wrong), {"2.1.1", "2.2.2", "2.2.4", "2.1", "2.2"}});
    }
    return found;
}

// RFC 7111 s.2.4: a multi-selection answered as its first selection alone.
std::vector<Finding> first_selection_only(Evidence& e) {
    std::map<std::string, std::vector<const CaseRecord*>> checked, wrong;
    std::set<std::string> failed;
    for (const auto* r : e.answered()) {
        if (e.explained(*r)) continue;
        const auto t = taken_apart(*r);
        if (!t || t->selections.size() < 2 || !t->form->semicolon_separates_selections) continue;
        const auto read = as_read(e, *t, t->selections.front());
        const auto as_hypothesised = read ? e.answers_as(*r, as_fragment(t->scheme, *read)) : std::nullopt;
        if (!as_hypothesised) continue;
        if (!*as_hypothesised) failed.insert(t->scheme);
        checked[t->scheme].push_back(r);
        if (deviates(*r)) wrong[t->scheme].push_back(r);
    }
    std::vector<Finding> found;
    for (const auto& [scheme, records] : wrong) {
        if (failed.contains(scheme) || checked[scheme].size() < minimum_checked) continue;
        const bool read_otherwise = e.shifts.contains(scheme) || e.ranges_read_as_start.contains(scheme);
        found.push_back({scheme + "-first-selection-only",
                         "answers every `" + scheme + "=` multi-selection as fragid answers its first selection alone " +
                             tally(checked[scheme].size(), checked[scheme].size()) + ": what follows the first `;` is ignored" +
                             (read_otherwise ? " (the first selection read as in the groups above)" : ""),
                         whole(records), {"2.4"}});
    }
    return found;
}

}  // namespace fragid::publish::causes
