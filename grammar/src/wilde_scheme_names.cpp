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

// text-fragment = 1*text-scheme (s.4): a selection starts at the start and
// after each scheme's ")". A regex's "^" escapes the octet after it (s.4), so
// "^)" closes nothing, and after "^^" (a literal "^") a ")" closes again.
struct names_read
    : pegtl::seq<pegtl::opt<named>,
                 pegtl::star<pegtl::sor<pegtl::seq<escape_mark, escaped>,
                                        pegtl::seq<close, pegtl::opt<named>>, pegtl::any>>> {};

}  // namespace
}  // namespace fragid::grammar::wilde

std::vector<std::string> fragid::grammar::schemes_named_in(std::string_view decoded, std::type_identity<WildeFragment>) {
    return scheme_scan::names_in<wilde::names_read>(decoded);
}
