// `fragid explain`: what a fragment means in words, and, given a file, what
// it identifies there (the reference says both: explain.hpp).
#include <iostream>
#include <variant>

#include "commands.hpp"
#include "fragid/choice/spec_choice.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/explain.hpp"
#include "fragid/reference/resolve.hpp"
#include "guarded.hpp"

namespace fragid::cli {
namespace {

void explain_syntax_error(Spec spec, const SyntaxError& error) {
    const auto& d = describe(spec);
    std::cout << "not a fragment identifier of " << d.title << ": syntax error at " << error.message();
    if (!d.syntax_error_rule.empty()) std::cout << "; it MUST be ignored (" << d.syntax_error_rule << ")";
    std::cout << '\n';
}

}  // namespace

int run_explain(const ExplainOptions& options) {
    return guarded([&] {
        const auto candidates = choice::candidate_specs(options.entity.type, options.file.value_or(""));
        const auto recognised = recognise_fragment(options.fragment, candidates);
        if (const auto* error = std::get_if<SyntaxError>(&recognised.parsed)) {
            explain_syntax_error(recognised.spec, *error);
            return exit_not_identified;
        }
        const auto& parsed = std::get<ParsedFragment>(recognised.parsed);
        std::cout << to_string(parsed) << ": " << explain_fragment(parsed) << '\n';
        // The one rule of `explain`'s exit status: as `resolve` would exit wherever the fragment alone
        // decides. A syntax error, or a fragment every part of which is ignored whatever the entity,
        // exits 1; anything an entity could make identify something exits 0.
        if (!options.file) return ignored_whatever_the_entity(parsed) ? exit_not_identified : exit_identified;
        auto loaded = load_entity(options.entity, *options.file);
        const auto charset = charset_for(options.entity, recognised.spec, loaded);
        loaded.entity = in_charset(loaded.entity, charset);
        const auto result = resolve(parsed, loaded.entity, charset.charset);
        after_resolving(loaded);
        explain_result(result, *options.file, std::cout);
        std::cout << "  read in " << choice::described(charset.chosen, recognised.spec) << '\n';
        if (status_of(result) == Status::entity_error) suggest_charset(charset, recognised.spec, loaded.entity);
        return exit_code_for(status_of(result));
    });
}

}  // namespace fragid::cli
