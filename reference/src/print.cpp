// The one door to printing a result (print.hpp): what every spec's printing
// shares, and each spec's by the type of its result.
#include "fragid/reference/print.hpp"

#include <variant>

#include "spec_entries.hpp"

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
