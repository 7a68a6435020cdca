// What the JSON of every spec's results shares (result_json.hpp); each spec's
// own is in its result_json.cpp.
#include "fragid/conformance/result_json.hpp"

#include <nlohmann/json.hpp>

namespace fragid {

void to_json(nlohmann::json& j, const TextPoint& point) {
    j = {{"character", point.character}, {"byte", point.byte}, {"line", point.line}, {"column", point.column}};
}

}  // namespace fragid
