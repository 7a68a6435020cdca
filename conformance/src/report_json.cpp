// The JSON report (`check --format json`): header, cases and footer as one
// document, written whole at the end.
#include "report_parts.hpp"
#include "fragid/conformance/json_text.hpp"

namespace fragid::conformance::detail {

std::string json_document(const Report& r) {
    return json_text({{"header", r.header}, {"cases", r.cases}, {"footer", r.footer}}, 2) + "\n";
}

}  // namespace fragid::conformance::detail
