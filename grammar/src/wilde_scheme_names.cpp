// Which schemes a fragment of draft-wilde-text-fragment-01 names
// (fragid::schemes_named): read with the grammar's scheme names and escapes
// (wilde.hpp) and the helpers of scheme_scan.hpp.
#include "wilde_entry.hpp"

#include "fragid/grammar/wilde.hpp"
#include "scheme_scan.hpp"

// In the grammar's namespace: one unity batch may hold every spec's reader.
namespace fragid::grammar::wilde {
namespace {

static_assert(scheme_scan::lists_the_names_of<scheme_name>(describe(Spec::wilde).schemes),
              "spec_table's schemes for the draft are text-scheme's names, in its order");

using named = scheme_scan::named<scheme_name>;

// text-fragment = 1*text-scheme (s.4): each selection starts where the one
// before it closed. A selection is read as the grammar reads a scheme: its
// name, its "(", a StringWithBalancedParens, in which escapes ("^)", "^^") and
// balanced parentheses close nothing (s.4), then its ")". Read tolerantly
// (scheme_scan::tolerant): what stands where a name should (read as the
// string's escapes and plain octets, up to a "(" or ")"), a ")" that balances
// nothing, a "^" before another octet, a "(" never closed, do not stop the
// reading. Every selection takes at least one octet, so the reading ends.
struct selection : pegtl::seq<pegtl::opt<named>, pegtl::star<pegtl::sor<escape, plain>>,
                              pegtl::opt<open, StringWithBalancedParens>, pegtl::opt<close>> {};
struct names_read : pegtl::until<pegtl::eof, selection> {};

}  // namespace
}  // namespace fragid::grammar::wilde

std::vector<std::string> fragid::grammar::schemes_named_in(std::string_view decoded, std::type_identity<WildeFragment>) {
    return scheme_scan::names_in<wilde::names_read>(decoded);
}
