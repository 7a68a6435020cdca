// The text report: what a person fixing an implementation reads. A block per
// case that did not pass (the entity drawn beside expected and got, and the
// command that reruns it), alike blocks folded into one, then the counts,
// why cases were skipped, the baseline's verdict, and the closing line.
#include <cstdio>
#include <map>
#include <sstream>

#include "report_parts.hpp"

#include "fragid/model/counted.hpp"

namespace fragid::conformance::detail {
namespace {

// A record's block: the case, its fragment and entity, what went wrong, the
// adapter's stderr, and how to run it alone.
void case_block(std::ostringstream& out, const nlohmann::json& c) {
    out << "\n" << shown(c, "verdict") << ": " << shown(c, "id") << " (" << shown(c, "spec") << " s."
        << shown(c, "section") << ", " << shown(c, "level") << ")\n  fragment: " << shown(c, "fragment") << "\n";
    if (c.contains("entity")) out << "  entity:   " << shown(c, "entity") << "\n";
    out << "  " << indented(shown(c, "detail", Lines::keep), "  ") << "\n";
    if (c.contains("stderr")) out << "  stderr: " << indented(shown(c, "stderr", Lines::keep), "    ") << "\n";
    if (c.contains("rerun")) out << "  rerun:    " << shown(c, "rerun") << "\n";
}

// Records alike in everything but the case: an adapter given up on errors
// every case left with one message, and 638 copies of it hide the rest. A
// failed case is never folded: its fragment and entity are what it is about.
std::string fold_key(const nlohmann::json& c) {
    if (str(c, "verdict") == "failed") return {};
    return str(c, "verdict") + '\0' + str(c, "detail") + '\0' + str(c, "stderr") + '\0' + str(c, "answer");
}

// The ids of a folded block in the order run, a run of three or more as
// "FIRST … LAST (N cases)": the block's cases from FIRST to LAST, with only
// skipped cases (counted apart, below) between them.
std::string id_runs(const std::vector<nlohmann::json>& cases, const std::vector<std::size_t>& members) {
    std::string out;
    for (std::size_t i = 0; i < members.size();) {
        std::size_t j = i;
        bool skipped_between = false;
        for (; j + 1 < members.size(); ++j) {
            bool only_skipped = true;
            for (std::size_t k = members[j] + 1; k < members[j + 1] && only_skipped; ++k)
                only_skipped = str(cases[k], "verdict") == "skipped";
            if (!only_skipped) break;
            skipped_between = skipped_between || members[j + 1] > members[j] + 1;
        }
        out += out.empty() ? "" : ", ";
        if (j - i >= 2) {
            out += shown(cases[members[i]], "id") + " \u2026 " + shown(cases[members[j]], "id") + " (" +
                   std::to_string(j - i + 1) + " cases" + (skipped_between ? "; the skipped ones between them aside" : "") + ")";
        } else {
            for (std::size_t k = i; k <= j; ++k) out += (k > i ? ", " : "") + shown(cases[members[k]], "id");
        }
        i = j + 1;
    }
    return out;
}

void folded_block(std::ostringstream& out, const std::vector<nlohmann::json>& cases, const std::vector<std::size_t>& members) {
    const auto& first = cases[members.front()];
    out << "\n" << shown(first, "verdict") << ", " << members.size() << " cases alike: "
        << indented(shown(first, "detail", Lines::keep), "  ") << "\n  ids, in the order run: " << id_runs(cases, members)
        << "\n";
    if (first.contains("stderr")) out << "  stderr: " << indented(shown(first, "stderr", Lines::keep), "    ") << "\n";
    if (first.contains("rerun")) out << "  rerun the first: " << shown(first, "rerun") << "\n";
}

// Every case that did not pass, in the order run; alike ones at the first of them.
void problem_blocks(std::ostringstream& out, const std::vector<nlohmann::json>& cases) {
    std::map<std::string, std::vector<std::size_t>> alike;
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (is_problem(cases[i])) alike[fold_key(cases[i])].push_back(i);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (!is_problem(cases[i])) continue;
        const auto key = fold_key(cases[i]);
        const auto& members = alike[key];
        if (key.empty() || members.size() == 1) case_block(out, cases[i]);
        else if (members.front() == i) folded_block(out, cases, members);
    }
}

// The passing answers that took a reading other than fragid's, each named.
void other_readings(std::ostringstream& out, const Report& r) {
    std::size_t other = 0;
    for (const auto& c : r.cases) {
        if (c.value("reading", "") != "other") continue;
        if (other++ == 0) out << "passed with an answer the spec allows that differs from fragid's reading:\n";
        out << "  " << shown(c, "id") << ": " << indented(shown(c, "detail", Lines::keep), "    ") << "\n";
    }
}

// Why cases were skipped (the footer's skipped_by_reason), most frequent first:
// unsent ones name the handshake declaration that ruled them out.
void skip_summary(std::ostringstream& out, const nlohmann::json& footer) {
    if (!footer.contains("skipped_by_reason") || footer["skipped_by_reason"].empty()) return;
    std::size_t total = 0;
    for (const auto& reason : footer["skipped_by_reason"]) total += reason.value("cases", std::size_t{0});
    out << "\nskipped, by reason (" << counted(total, "case") << "):\n";
    char count[32];
    for (const auto& reason : footer["skipped_by_reason"]) {
        std::snprintf(count, sizeof count, "%4zu", reason.value("cases", std::size_t{0}));
        out << "  " << count << "  " << (str(reason, "by") == "answer" ? "answered skipped: " : "not sent: ")
            << shown(reason, "reason") << "\n";
    }
}

std::string id_list(const nlohmann::json& ids) {
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ", ") + printable(id.get<std::string>(), Lines::spell);
    return out;
}

// What --expect-failures found (the footer's baseline, baseline.hpp).
void baseline_summary(std::ostringstream& out, const nlohmann::json& footer) {
    if (!footer.contains("baseline")) return;
    const auto& b = footer["baseline"];
    const auto file = shown(b, "file");
    out << "\nexpected failures (" << file << "): " << b.value("listed", 0) << " listed, " << b.value("expected", 0)
        << " failed as listed\n";
    const auto list = [&](const char* key, const std::string& what) {
        if (b.contains(key) && !b[key].empty()) out << what << " (" << b[key].size() << "): " << id_list(b[key]) << "\n";
    };
    list("new_failures", "new failures, not in " + file);
    list("unexpected_passes", "unexpected passes, listed in " + file + " (remove them from it)");
    list("skipped", "listed but skipped");
    list("not_run", "listed but not run (not selected, or the run stopped)");
    list("unknown", "listed but not in the suite");
}

// The counts, why cases were skipped, and the baseline's verdict; a blank
// line after the last two, so that the verdict lines stand apart.
void summary_lines(std::ostringstream& out, const Report& r) {
    for (const auto& line : count_lines(r.footer)) out << line << "\n";
    if (const auto line = not_counted_line(r)) out << *line << "\n";
    if (const auto line = test_counts_line(r)) out << *line << "\n";
    const auto before = out.tellp();
    skip_summary(out, r.footer);
    baseline_summary(out, r.footer);
    if (out.tellp() != before) out << "\n";
}

}  // namespace

std::string text_report(const Report& r) {
    std::ostringstream out;
    out << "fragid conformance: " << implementation_line(r.header) << "\n";
    problem_blocks(out, r.cases);
    out << "\n";
    summary_lines(out, r);
    other_readings(out, r);
    for (const auto& note : r.header.value("notes", nlohmann::json::array()))
        out << "note: " << printable(note.get<std::string>(), Lines::spell) << "\n";
    for (const auto& c : r.cases)
        if (c.contains("notes"))
            for (const auto& note : c["notes"])
                out << "note: " << shown(c, "id") << ": " << printable(note.get<std::string>(), Lines::spell) << "\n";
    out << conformance_sentence(r.footer) << "\n" << closing_line(r.footer) << "\n";
    return out.str();
}

}  // namespace fragid::conformance::detail

namespace fragid::conformance {

std::string text_summary(const Report& r) {
    std::ostringstream out;
    out << "fragid conformance: " << detail::implementation_line(r.header) << "\n";
    detail::summary_lines(out, r);
    out << detail::conformance_sentence(r.footer) << "\n" << detail::closing_line(r.footer) << "\n";
    return out.str();
}

}  // namespace fragid::conformance
