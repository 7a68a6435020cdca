// Which schemes an RFC 5147 fragment names (fragid::schemes_named): read with
// the grammar's scheme names (rfc5147.hpp) and the helpers of scheme_scan.hpp.
#include "rfc5147_entry.hpp"

#include "fragid/grammar/rfc5147.hpp"
#include "scheme_scan.hpp"

// In the grammar's namespace: one unity batch may hold every spec's reader.
namespace fragid::grammar::rfc5147 {
namespace {

static_assert(scheme_scan::lists_the_names_of<scheme_name>(describe(Spec::rfc5147).schemes),
              "spec_table's schemes for RFC 5147 are text-scheme's names, in its order");

// text-fragment = text-scheme 0*( ";" integrity-check ) (s.3): one selection,
// at the start. What follows a ";" is an integrity check, not a selection, so
// "char=1;line=2" names char only.
struct names_read : pegtl::opt<scheme_scan::named<scheme_name>> {};

}  // namespace
}  // namespace fragid::grammar::rfc5147

std::vector<std::string> fragid::grammar::schemes_named_in(std::string_view decoded, std::type_identity<TextFragment>) {
    return scheme_scan::names_in<rfc5147::names_read>(decoded);
}
