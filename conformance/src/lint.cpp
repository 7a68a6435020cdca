#include "fragid/conformance/lint.hpp"

#include <cctype>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::conformance {
namespace {

// Runs of white space become one space, so that a quote matches the
// re-flowed text files whatever their line breaks.
std::string squeeze(std::string_view text) {
    std::string out;
    bool space = false;
    for (unsigned char c : text) {
        if (std::isspace(c)) {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += static_cast<char>(c);
    }
    return out;
}

// The text/csv specification is kept as Markdown: quotes are of its words,
// so links become their text and emphasis marks go ("**MUST**" is "MUST").
std::string markdown_to_text(const std::string& markdown) {
    static const std::regex link("\\[([^\\[\\]]*)\\]\\([^)]*\\)");
    static const std::regex emphasis("\\*\\*|`");
    return std::regex_replace(std::regex_replace(markdown, link, "$1"), emphasis, "");
}

std::set<std::string> retired_ids(const std::filesystem::path& suite_dir) {
    std::set<std::string> ids;
    std::ifstream in(suite_dir / "retired.txt");
    std::string line;
    while (std::getline(in, line)) {
        line = squeeze(line);
        if (!line.empty() && line[0] != '#') ids.insert(line.substr(0, line.find(' ')));
    }
    return ids;
}

// The rule for levels and answers (conformance/README.md, "Levels"): an
// impl-defined case lists every defensible answer and marks fragid's, or says
// why there is only one; a case with alternatives says which is fragid's, and
// the reference really gives that one.
std::vector<std::string> answer_problems(const Case& c, ReferenceAdapter& reference) {
    std::vector<std::string> problems;
    const auto* check = c.resolves();
    if (!check) return problems;  // a producer case: each emitted fragment carries its own claim
    if (c.level == Level::impl_defined && !check->expect_any && !check->single_answer)
        problems.push_back("impl-defined with a single answer: list every defensible answer (expect_any) "
                           "or say in single_answer why there is no other");
    if (check->single_answer && c.level != Level::impl_defined)
        problems.push_back("single_answer is for impl-defined cases only");
    if (!check->expect_any) return problems;
    const auto answer = reference.run(request_for(c, *check));
    const auto* outcome = answer.outcome();
    if (!outcome) return problems;  // the reference answers every case with a result (reference_adapter.hpp)
    // Whether match() hits its time limit depends on the machine (draft s.6):
    // a resource-limit answer says nothing about which reading is fragid's.
    if (status_of(*outcome) == Status::resource_limit) return problems;
    const auto matched = matching_outcome(*check, *outcome, true);
    const std::string answered = "the reference answers " + describe(*outcome, true);
    if (!check->reference_choice)
        problems.push_back("expect_any without reference_choice; " + answered +
                           (matched ? ", which is alternative " + std::to_string(*matched) : ", which is none of them"));
    else if (matched != check->reference_choice)
        problems.push_back("reference_choice is " + std::to_string(*check->reference_choice) + ", but " + answered);
    return problems;
}

// The specifications' texts, read once, that quotes are looked up in (squeezed,
// the text/csv one as text); without a texts directory every quote is taken
// as found and the report says none was checked.
class Quotes {
public:
    Quotes(const std::optional<std::filesystem::path>& specs_dir, LintReport& report) : report_(report) {
        if (!specs_dir) return;
        report.quotes_checked = true;
        for (const auto& d : spec_table) {
            std::ifstream in(*specs_dir / d.text_file);
            if (!in) {
                report.problems.push_back({(*specs_dir / d.text_file).string(), "cannot read the specification"});
                continue;
            }
            std::stringstream text;
            text << in.rdbuf();
            texts_[d.spec] = squeeze(d.text_file.ends_with(".md") ? markdown_to_text(text.str()) : text.str());
            report.texts.push_back(*specs_dir / d.text_file);
        }
    }
    bool found(Spec spec, const std::string& quote) {
        const auto text = texts_.find(spec);
        if (text == texts_.end()) return true;
        ++report_.quotes_looked_up;
        return text->second.find(squeeze(quote)) != std::string::npos;
    }

private:
    LintReport& report_;
    std::map<Spec, std::string> texts_;
};

// What a case says, checked against the rules (conformance/README.md): its
// id's prefix, its description's words, its level against its answers (the
// reference's among them: answer_problems), its quote, and its section and
// requirements in its spec's catalogue. (Ids across cases: lint_files.)
std::vector<std::string> case_problems(const Case& c, const std::map<Spec, Catalogue>& catalogues, Quotes& quotes,
                                       ReferenceAdapter& reference, LintReport& report) {
    static const std::regex should_word("\\bshould\\b", std::regex::icase);
    std::vector<std::string> problems;
    if (!c.id.starts_with(describe(c.spec).id_prefix))
        problems.push_back("id must start with " + std::string(describe(c.spec).id_prefix));
    if (std::regex_search(c.description, should_word))
        problems.push_back("description says \"should\": state the behaviour; the level says how strong it is");
    if (c.resolves() && c.resolves()->expect_any && c.level == Level::must)
        problems.push_back("expect_any at level must: a MUST leaves no alternatives");
    if (c.quote && c.quote_source) ++report.quotes_from_elsewhere;  // not ours to look up
    else if (c.quote && !quotes.found(c.spec, *c.quote)) problems.push_back("quote not found in the specification: \"" + *c.quote + "\"");
    for (auto& problem : answer_problems(c, reference)) problems.push_back(std::move(problem));
    const auto catalogue = catalogues.find(c.spec);
    if (catalogue == catalogues.end()) {
        problems.push_back("no requirement catalogue for " + std::string(to_string(c.spec)));
        return problems;
    }
    if (!catalogue->second.has_section(c.section)) problems.push_back("no section " + c.section + " in " + std::string(to_string(c.spec)));
    for (const auto& r : c.requirements)
        if (!catalogue->second.find(r)) problems.push_back("unknown requirement " + r);
    return problems;
}

}  // namespace

LintReport lint_suite(const std::filesystem::path& suite_dir, const std::optional<std::filesystem::path>& specs_dir) {
    // Producer cases share the vectors' ids, sections and catalogues: one lint for both.
    auto files = load_vectors(suite_dir);
    for (auto& file : load_producer_cases(suite_dir)) files.push_back(std::move(file));
    return lint_files(suite_dir, files, specs_dir);
}

LintReport lint_files(const std::filesystem::path& suite_dir, const std::vector<VectorFile>& files,
                      const std::optional<std::filesystem::path>& specs_dir) {
    LintReport report;
    auto& problems = report.problems;
    const auto catalogues = load_catalogues(suite_dir, problems);
    Quotes quotes(specs_dir, report);
    for (const auto& [spec, catalogue] : catalogues)
        for (const auto& r : catalogue.requirements)
            if (!quotes.found(spec, r.quote))
                problems.push_back({"requirements/" + std::string(to_string(spec)), r.id + ": quote not found in the specification: \"" + r.quote + "\""});

    const auto retired = retired_ids(suite_dir);
    ReferenceAdapter reference;
    reference.start();
    std::map<std::string, std::string> seen;  // id -> origin
    for (const auto& file : files) {
        ++report.files;
        problems.insert(problems.end(), file.problems.begin(), file.problems.end());
        for (const auto& c : file.cases) {
            ++report.cases;
            const auto add = [&](const std::string& message) { problems.push_back({c.origin, c.id + ": " + message}); };
            if (auto [it, fresh] = seen.emplace(c.id, c.origin); !fresh) add("id already used at " + it->second);
            if (retired.contains(c.id)) add("id is retired (retired.txt) and may not be reused");
            for (const auto& problem : case_problems(c, catalogues, quotes, reference, report)) add(problem);
        }
    }
    return report;
}

}  // namespace fragid::conformance
