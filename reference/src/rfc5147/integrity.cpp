#include "fragid/reference/rfc5147/integrity.hpp"

#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/md5.hpp"
#include "fragid/model/counted.hpp"

namespace fragid {

IntegrityPlan plan_integrity_checks(const std::vector<IntegrityCheck>& checks, std::string_view entity_charset) {
    IntegrityPlan plan;
    for (const auto& check : checks) {
        CheckReport report{check, CheckOutcome::ignored, {}};
        bool run = false;
        if (const auto* unknown = std::get_if<UnknownCheck>(&check.check)) {
            report.detail = "integrity check '" + unknown->name + "' is unknown and MUST be ignored (RFC 5147 s.3.1)";
        } else if (check.charset && !same_charset(*check.charset, entity_charset)) {
            report.outcome = CheckOutcome::not_used;
            report.detail = "computed for charset " + *check.charset + ", but the entity is in " +
                            std::string(entity_charset) + ": MUST NOT be used (RFC 5147 s.2.3)";
        } else {
            run = true;
            if (std::holds_alternative<LengthCheck>(check.check)) plan.needs_length = true;
            if (std::holds_alternative<Md5Check>(check.check)) plan.needs_md5 = true;
        }
        plan.reports.push_back(std::move(report));
        plan.to_run.push_back(run);
    }
    return plan;
}

std::vector<CheckReport> run_integrity_checks(IntegrityPlan plan, const std::optional<Md5Digest>& digest,
                                              std::uint64_t characters) {
    std::vector<CheckReport> reports = std::move(plan.reports);

    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (!plan.to_run[i]) continue;
        auto& report = reports[i];
        bool passed = false;
        if (const auto* length = std::get_if<LengthCheck>(&report.check.check)) {
            passed = length->characters == Number(characters);
            report.detail =
                "length: the entity has " + counted(characters, "character") + ", the check says " + length->characters.digits();
        } else if (const auto* md5_check = std::get_if<Md5Check>(&report.check.check)) {
            passed = digest && md5_check->digest == *digest;
            report.detail = "md5: the entity's is " + (digest ? to_hex(*digest) : std::string("unknown")) +
                            ", the check says " + to_hex(md5_check->digest);
        }
        report.outcome = passed ? CheckOutcome::passed : CheckOutcome::failed;
    }
    return reports;
}

}  // namespace fragid
