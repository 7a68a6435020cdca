// RFC 5147 integrity checks (s.2.3, s.3.1, s.4.3): which to use, and their verdicts.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "fragid/model/result.hpp"
#include "fragid/model/text_fragment.hpp"
#include "fragid/entity/md5.hpp"

namespace fragid {

// Decided before the entity is read, so the resolver knows whether it must
// count every character (a usable `length` check) or may stop early.
struct IntegrityPlan {
    std::vector<CheckReport> reports;  // outcome `not_used`/`ignored` final; the rest still to run
    std::vector<bool> to_run;          // parallel to `reports`
    bool needs_length = false;
    bool needs_md5 = false;
};

// A check whose charset differs from the entity's MUST NOT be used (s.2.3;
// names compared with same_charset(), so aliases are equal); a check of
// unknown type MUST be ignored (s.3.1). A check without a charset is used.
IntegrityPlan plan_integrity_checks(const std::vector<IntegrityCheck>& checks, std::string_view entity_charset);

// Runs the planned checks: `length` against `characters` (counted as s.2.1.2
// counts them; only meaningful when plan.needs_length), `md5` against
// `digest`, the md5 of the entity's exact bytes, BOM included (s.3.1: "the
// binary representation"; present when plan.needs_md5). The caller computes
// it: over a mapping at once, over a stream while it is read (entity_stream.hpp).
// The plan is taken over: its reports become the verdicts.
std::vector<CheckReport> run_integrity_checks(IntegrityPlan plan, const std::optional<Md5Digest>& digest,
                                              std::uint64_t characters);

}  // namespace fragid
