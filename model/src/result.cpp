#include "fragid/model/result.hpp"

#include <array>
#include <utility>

namespace fragid {
namespace {

constexpr std::array<std::pair<Status, std::string_view>, 6> status_names{{
    {Status::ok, "ok"},
    {Status::syntax_error, "syntax-error"},
    {Status::ignored, "ignored"},
    {Status::integrity_mismatch, "integrity-mismatch"},
    {Status::entity_error, "entity-error"},
    {Status::resource_limit, "resource-limit"},
}};

}  // namespace

std::string_view to_string(Status status) noexcept {
    for (const auto& [s, name] : status_names)
        if (s == status) return name;
    return "?";
}

std::optional<Status> status_from_string(std::string_view name) noexcept {
    for (const auto& [s, n] : status_names)
        if (n == name) return s;
    return std::nullopt;
}

std::string_view to_string(CheckOutcome outcome) noexcept {
    switch (outcome) {
        case CheckOutcome::passed: return "passed";
        case CheckOutcome::failed: return "failed";
        case CheckOutcome::not_used: return "not-used";
        case CheckOutcome::ignored: return "ignored";
    }
    return "?";
}

}  // namespace fragid
