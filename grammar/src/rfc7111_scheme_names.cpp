// Which schemes an RFC 7111 fragment names (fragid::schemes_named): read with
// the grammar's scheme names (rfc7111.hpp) and the helpers of scheme_scan.hpp.
#include "rfc7111_entry.hpp"

#include "fragid/grammar/rfc7111.hpp"
#include "scheme_scan.hpp"

// In the grammar's namespace: one unity batch may hold every spec's reader.
namespace fragid::grammar::rfc7111 {
namespace {

static_assert(scheme_scan::lists_the_names_of<scheme_name>(describe(Spec::rfc7111).schemes),
              "spec_table's schemes for RFC 7111 are csv-fragment's names, in its order");

using named = scheme_scan::named<scheme_name>;

// A selection starts at the start and after each ";" (s.3). The ABNF puts ";"
// only between one scheme's specs ("row=1;3"), so "row=1;cell=2,3" breaks the
// grammar; it still names cell, so that a case about it needs cell.
struct names_read
    : pegtl::seq<pegtl::opt<named>, pegtl::star<pegtl::sor<pegtl::seq<semicolon, pegtl::opt<named>>, pegtl::any>>> {};

}  // namespace
}  // namespace fragid::grammar::rfc7111

std::vector<std::string> fragid::grammar::schemes_named_in(std::string_view decoded, std::type_identity<CsvFragment>) {
    return scheme_scan::names_in<rfc7111::names_read>(decoded);
}
