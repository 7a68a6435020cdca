// Reports written as the run goes (report.hpp, ReportStream): the formats whose
// row says so (report.cpp: JSON Lines and TAP; JUnit's opening) piece by piece, each case as it finishes, so that a reader sees
// progress and a run killed outright leaves a prefix that is true as far as it
// goes and that no reader takes for a pass. Whatever fails the run fails the
// report too (issue 29 items 2 and 13): a stopped run and a run that checked
// nothing end in TAP's "Bail out!" and a JUnit error, and a failure at a level
// --fail-on does not count is TAP's TODO and JUnit's skipped, as is a failure
// --expect-failures lists; a listed case that passed is a failure (issue 42 item 4).
#include <algorithm>

#include "fragid/conformance/report.hpp"
#include "report_parts.hpp"

namespace fragid::conformance {

using namespace detail;

bool FailOn::counts(std::string_view level) const {
    return std::find(levels.begin(), levels.end(), level) != levels.end();
}

ReportStream::ReportStream(ReportFormat format, FailOn fail_on, std::optional<ExpectedFailureList> expected_failures)
    : format_(format) {
    report_.fail_on = std::move(fail_on);
    report_.expected_failures = std::move(expected_failures);
}

std::string ReportStream::begin(nlohmann::json header) {
    header["fail_on"] = {{"name", report_.fail_on.name}, {"levels", report_.fail_on.levels}};
    report_.header = std::move(header);
    const auto& pieces = renderers_of(format_).pieces;
    return pieces.begin ? pieces.begin(report_) : std::string();
}

std::string ReportStream::add(nlohmann::json record) {
    record["counted"] = report_.fail_on.counts(record.value("level", ""));
    if (report_.expected_failures && report_.expected_failures->ids.contains(str(record, "id")))
        record["expected_failure"] = true;
    report_.cases.push_back(std::move(record));
    const auto& pieces = renderers_of(format_).pieces;
    return pieces.add ? pieces.add(report_, open_suite_) : std::string();
}

std::string ReportStream::finish(nlohmann::json footer) {
    std::size_t ran = 0, failed = 0;
    for (const auto& c : report_.cases) {
        if (!c.value("counted", false)) continue;
        ran += str(c, "verdict") != "skipped";
        failed += is_problem(c);
    }
    footer["counted"] = {{"ran", ran}, {"failed", failed}};
    report_.footer = std::move(footer);
    const auto& pieces = renderers_of(format_).pieces;
    return pieces.finish ? pieces.finish(report_, open_suite_) : render(report_, format_);
}

}  // namespace fragid::conformance
