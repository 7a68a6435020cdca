// How `fragid resolve` and `explain` show a result of the 2002 draft's syntax,
// and `fragid migrate`
// (draft-wilde-text-fragment-01: char(), line(), match()).
#include <cstdint>
#include <iostream>
#include <variant>

#include "commands.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/entity/span_writer.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/wilde/migrate.hpp"
#include "fragid/reference/wilde/resolver.hpp"
#include "guarded.hpp"

namespace fragid::cli {

// Prints the union of the parts as their exact bytes. Disjoint ranges are
// printed one after another, each ending a line: a reader sees where one
// stops and the next begins.
int print_wilde_result(const WildeResult& result, const ResolveCommandOptions&, const Entity& entity) {
    for (const auto& ignored : result.ignored)
        std::cerr << "fragid: note: scheme part " << ignored.part + 1 << " ignored: " << ignored.reason << '\n';
    if (result.status != Status::ok) {
        report_status(result.status, result.reason);
        return exit_code_for(result.status);
    }
    const auto& ranges = result.identified;  // the union of the parts (s.3.1.6)
    if (ranges.empty()) std::cerr << "fragid: the fragment identifies no text here\n";
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        // A long range piece by piece, so memory stays bounded (span_writer.hpp).
        const std::uint64_t start = ranges[i].start.byte, end = ranges[i].end.byte;
        write_span(std::cout, entity.bytes, start, end);
        if (ranges.size() > 1 && end > start && entity.bytes[end - 1] != '\n') std::cout << '\n';
    }
    return exit_code_for(result.status);
}

int explain_wilde_result(const WildeResult& result, const std::string& path) {
    std::cout << "in " << path << ": " << to_string(result.status) << ": " << result.reason << '\n';
    for (const auto& span : result.spans)
        std::cout << "  part " << span.part + 1 << ": characters " << span.start.character << " to "
                  << span.end.character << " (line " << span.start.line << ", column " << span.start.column << ")\n";
    for (const auto& ignored : result.ignored)
        std::cout << "  part " << ignored.part + 1 << " ignored: " << ignored.reason << '\n';
    if (!result.spans.empty())
        std::cout << "  (characters count from 0, as positions between characters; lines and columns count from 1, "
                     "as the draft's counts do)\n";
    return exit_code_for(result.status);
}

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
