#include "expected_failures.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "guarded.hpp"
#include "output.hpp"
#include "fragid/model/counted.hpp"

namespace fragid::cli {

using namespace fragid::conformance;

ExpectedFailures::ExpectedFailures(const CheckOptions& options, const std::vector<Case>& suite) : options_(options) {
    for (const auto& c : suite) suite_ids_.insert(c.id);
    if (!options.expect_failures) return;
    try {
        baseline_ = parse_baseline(named_file_text(*options.expect_failures, "--expect-failures ", "a list of case ids"),
                                   *options.expect_failures);
    } catch (const UsageError&) {
        throw;
    } catch (const std::runtime_error& e) {
        throw UsageError(std::string("--expect-failures ") + e.what());
    }
    for (const auto& warning : baseline_->warnings) std::cerr << "fragid: warning: --expect-failures " << warning << '\n';
    for (const auto& e : baseline_->entries)
        if (!suite_ids_.contains(e.id))
            std::cerr << "fragid: warning: --expect-failures " << *options.expect_failures << ":" << e.line << ": "
                      << e.id << " is not a case of the suite (retired or renamed?): it is ignored\n";
}

std::optional<ExpectedFailureList> ExpectedFailures::list() const {
    if (!baseline_) return std::nullopt;
    ExpectedFailureList list{*options_.expect_failures, {}};
    for (const auto& e : baseline_->entries) list.ids.insert(e.id);
    return list;
}

void ExpectedFailures::judge(nlohmann::json& footer, const RunSummary& summary, const FailPolicy& policy) {
    if (!baseline_) return;
    verdict_ = compare_with_baseline(*baseline_, summary.records, [&](const CaseRecord& r) { return policy.fails(r); },
                                     suite_ids_);
    footer["baseline"] = baseline_json(*verdict_, *options_.expect_failures);
}

int ExpectedFailures::exit_status() const {
    if (!verdict_) return exit_identified;
    const auto& v = *verdict_;
    const auto& file = *options_.expect_failures;
    if (!v.changed()) {
        std::cerr << "fragid: --expect-failures " << file << ": no change: " << counted(v.expected, "listed case")
                  << " failed as listed, and no other failed at the --fail-on levels\n";
        return exit_identified;
    }
    std::cerr << "fragid: --expect-failures " << file << ": " << counted(v.new_failures.size(), "new failure") << ", "
              << counted(v.unexpected_passes.size(), "unexpected pass", "unexpected passes")
              << (v.unexpected_passes.empty() ? "" : " (remove them from the list)") << '\n';
    return exit_not_identified;
}

void ExpectedFailures::write(const RunSummary& summary, const FailPolicy& policy, const Handshake& handshake) const {
    if (!options_.write_baseline) return;
    if (!summary.stopped.empty()) {
        std::cerr << "fragid: --write-baseline " << *options_.write_baseline << " not written: the run was stopped ("
                  << summary.stopped << "), so its list of failures is not whole\n";
        return;
    }
    std::vector<BaselineEntry> entries;
    for (const auto& r : summary.records) {
        if (!policy.fails(r)) continue;
        const auto* listed = baseline_ ? baseline_->find(r.c->id) : nullptr;
        entries.push_back({r.c->id, listed && !listed->comment.empty() ? listed->comment : baseline_comment(r), 0});
    }
    const std::vector<std::string> header = {
        "fragid check --expect-failures: the cases expected to fail, one id per line; '#' starts a comment.",
        "Written by fragid check --write-baseline for " + handshake.implementation.name + " " +
            handshake.implementation.version + ": the failures that fail a run under --fail-on " + policy.name() + ".",
    };
    const auto count = entries.size();
    write_file_checked(*options_.write_baseline, baseline_text(std::move(entries), header));
    std::cerr << "fragid: --write-baseline " << *options_.write_baseline << ": " << counted(count, "case")
              << " expected to fail\n";
}

}  // namespace fragid::cli
