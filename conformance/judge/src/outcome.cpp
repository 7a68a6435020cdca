// What every spec's outcomes share: their status, their JSON, and reading
// them back; each spec's shape is written and read by its entry
// (<spec>/entry.hpp), found by the shape's type.
#include "fragid/conformance/outcome.hpp"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <utility>

#include "fragid/conformance/json_text.hpp"

namespace fragid::conformance {

Status status_of(const Outcome& outcome) noexcept {
    const auto* unresolved = std::get_if<Unresolved>(&outcome);
    return unresolved ? unresolved->status : Status::ok;
}

std::optional<Spec> shape_of(const Outcome& outcome) noexcept {
    if (std::holds_alternative<Unresolved>(outcome)) return std::nullopt;
    return static_cast<Spec>(outcome.index());
}

void to_json(nlohmann::json& j, const Outcome& outcome) {
    j = {{"status", to_string(status_of(outcome))}};
    std::visit(
        [&](const auto& identified) {
            if constexpr (!std::is_same_v<std::decay_t<decltype(identified)>, Unresolved>) shapes::write(j, identified);
        },
        outcome);
}

namespace {

// The shape of the spec at `index` in Outcome.
template <std::size_t index>
using ShapeAt = std::variant_alternative_t<index, Outcome>;

template <std::size_t index>
constexpr JsonMark mark_at() {
    return shapes::json_mark(std::type_identity<ShapeAt<index>>{});
}

// Reads `j` as the shape at `index` if it carries that shape's mark.
template <std::size_t index>
bool read_if_marked(const nlohmann::json& j, std::optional<std::variant<Outcome, std::string>>& read) {
    if (!j.contains(std::string(mark_at<index>().key))) return false;
    ShapeAt<index> identified;
    if (auto e = shapes::read(j, identified)) read = *e;
    else read = Outcome(std::move(identified));
    return true;
}

// An ok result in the first shape whose mark it carries, trying the table's
// specs from its last to its first ("spans" before "parts" before
// "position"): the order they have always been tried in, so that a result
// that carries more than one mark is read as it always was.
std::optional<std::variant<Outcome, std::string>> read_marked(const nlohmann::json& j) {
    std::optional<std::variant<Outcome, std::string>> read;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        static_cast<void>((read_if_marked<spec_count - 1 - I>(j, read) || ...));
    }(std::make_index_sequence<spec_count>{});
    return read;
}

// "status ok needs" each shape's mark, in the table's order, the last after "or".
std::string marks_needed() {
    std::string needed = "status ok needs ";
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((needed.append(I == 0 ? "" : I + 1 == spec_count ? " or " : ", ").append(mark_at<I>().words)), ...);
    }(std::make_index_sequence<spec_count>{});
    return needed;
}

}  // namespace

std::variant<Outcome, std::string> outcome_from_json(const nlohmann::json& j) {
    if (!j.is_object()) return std::string("expected an object, got ") + j.type_name();
    if (!j.contains("status") || !j.at("status").is_string()) return std::string("/status: expected a string");
    const auto status = status_from_string(j.at("status").get<std::string>());
    if (!status) return "/status: unknown status " + json_text(j.at("status"));
    if (*status != Status::ok) return Unresolved{*status};
    if (auto read = read_marked(j)) return std::move(*read);
    return marks_needed();
}

}  // namespace fragid::conformance
