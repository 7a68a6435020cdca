// JSON Lines (`check --format jsonl`): the header, each case record as it
// finishes, and the footer, one JSON value a line.
#include "fragid/conformance/json_text.hpp"
#include "report_parts.hpp"

namespace fragid::conformance {

std::string jsonl_record(const nlohmann::json& record) {
    return json_text(record);
}

namespace detail {
namespace {

std::string jsonl_line(const nlohmann::json& record) { return jsonl_record(record) + "\n"; }

}  // namespace

std::string jsonl_begin(const Report& r) { return jsonl_line(r.header); }
std::string jsonl_case(const Report& r, std::optional<std::string>&) { return jsonl_line(r.cases.back()); }
std::string jsonl_end(const Report& r, std::optional<std::string>&) { return jsonl_line(r.footer); }

}  // namespace detail
}  // namespace fragid::conformance
