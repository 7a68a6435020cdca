// The text report: what a person fixing an implementation reads. A block per
// case that did not pass, then the counts, why cases were skipped, and the
// closing line.
#include <cstdio>
#include <sstream>

#include "report_parts.hpp"

namespace fragid::conformance::detail {
namespace {

// Every case that did not pass, in the order run.
void problem_blocks(std::ostringstream& out, const std::vector<nlohmann::json>& cases) {
    for (const auto& c : cases) {
        if (!is_problem(c)) continue;
        out << "\n" << shown(c, "verdict") << ": " << shown(c, "id") << " (" << shown(c, "spec") << " s."
            << shown(c, "section") << ", " << shown(c, "level") << ")\n  fragment: " << shown(c, "fragment") << "\n  "
            << indented(shown(c, "detail", Lines::keep), "  ") << "\n";
        if (c.contains("stderr")) out << "  stderr: " << indented(shown(c, "stderr", Lines::keep), "    ") << "\n";
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
    out << "\nskipped, by reason (" << total << (total == 1 ? " case" : " cases") << "):\n";
    char count[32];
    for (const auto& reason : footer["skipped_by_reason"]) {
        std::snprintf(count, sizeof count, "%4zu", reason.value("cases", std::size_t{0}));
        out << "  " << count << "  " << (str(reason, "by") == "answer" ? "answered skipped: " : "not sent: ")
            << shown(reason, "reason") << "\n";
    }
}

// The counts and why cases were skipped; a blank line after the latter, so
// that the verdict lines stand apart.
void summary_lines(std::ostringstream& out, const Report& r) {
    for (const auto& line : count_lines(r.footer)) out << line << "\n";
    const auto before = out.tellp();
    skip_summary(out, r.footer);
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
