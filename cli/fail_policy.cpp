#include "fail_policy.hpp"

#include <algorithm>

namespace fragid::cli {

using conformance::Level;

FailPolicy FailPolicy::named(const std::string& name) {
    FailPolicy policy;
    policy.name_ = name;
    if (name == "must") policy.levels_ = {Level::must};
    else if (name == "should") policy.levels_ = {Level::must, Level::should};
    else policy.levels_ = {Level::must, Level::should, Level::may, Level::impl_defined, Level::erratum};
    return policy;
}

bool FailPolicy::counts(const conformance::CaseRecord& record) const {
    return std::find(levels_.begin(), levels_.end(), record.c->level) != levels_.end();
}

bool FailPolicy::fails(const conformance::CaseRecord& record) const {
    using conformance::Verdict;
    return counts(record) && record.verdict != Verdict::passed && record.verdict != Verdict::skipped;
}

std::pair<std::size_t, std::size_t> FailPolicy::tally(const std::vector<conformance::CaseRecord>& records) const {
    std::size_t ran = 0, failed = 0;
    for (const auto& r : records) {
        ran += counts(r) && r.verdict != conformance::Verdict::skipped;
        failed += fails(r);
    }
    return {ran, failed};
}

std::string FailPolicy::levels_text() const {
    if (levels_.size() == 1) return "must ";
    if (levels_.size() == 2) return "must or should ";
    return "";
}

std::vector<std::string> FailPolicy::level_names() const {
    std::vector<std::string> names;
    for (auto level : levels_) names.emplace_back(conformance::to_string(level));
    return names;
}

}  // namespace fragid::cli
