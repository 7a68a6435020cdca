// `fragid migrate`: a fragment of the 2002 draft's syntax
// (draft-wilde-text-fragment-01: char(), line(), match()) as the RFC 5147
// fragment that identifies the same text, where there is one.
#include <iostream>
#include <variant>

#include "commands.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/wilde/migrate.hpp"
#include "guarded.hpp"

namespace fragid::cli {

int run_migrate(const std::string& input) {
    return guarded([&] {
        const auto parsed = parse_fragment_as<WildeFragment>(input);
        if (const auto* error = std::get_if<SyntaxError>(&parsed)) {
            std::cerr << "fragid: not a draft-wilde-text-fragment-01 fragment identifier: syntax error at "
                      << error->message() << '\n';
            return exit_not_identified;
        }
        const auto migrated = migrate_to_rfc5147(std::get<WildeFragment>(parsed));
        if (const auto* none = std::get_if<NoMigration>(&migrated)) {
            std::cerr << "fragid: no RFC 5147 fragment identifies the same text: " << none->why << '\n';
            return exit_not_identified;
        }
        const auto& fragment = std::get<TextFragment>(migrated);
        std::cout << to_string(fragment) << '\n';
        std::cerr << "fragid: note: " << explain_text(fragment)
                  << ". The same text as the draft's fragment where every count is within the entity; beyond its "
                     "end the draft clamps to the last character or line, RFC 5147 to the position after it.\n";
        return exit_identified;
    });
}

}  // namespace fragid::cli
