// The one door to printing a result (print.hpp): what every spec's printing
// shares, and each spec's by the type of its result.
#include "fragid/reference/print.hpp"

#include <variant>

#include "fragid/reference/rfc5147/print.hpp"
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/reference/wilde/print.hpp"

namespace fragid {

void print_result(const FragmentResult& result, const Entity& entity, std::ostream& out, std::ostream& notes) {
    std::visit(
        [&](const auto& r) {
            print_notes(r, notes);
            if (r.status != Status::ok) notes << "fragid: " << to_string(r.status) << ": " << r.reason << '\n';
            else print_identified(r, entity, out, notes);
        },
        result);
}

}  // namespace fragid
