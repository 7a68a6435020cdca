#include "fragid/conformance/triage.hpp"

#include <array>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/json_text.hpp"
#include "yaml_json.hpp"

namespace fragid::conformance {

namespace {

constexpr std::array<std::pair<TriageState, std::string_view>, 5> state_names = {{
    {TriageState::not_reported, "not-reported"},
    {TriageState::reported, "reported"},
    {TriageState::confirmed, "confirmed"},
    {TriageState::disputed, "disputed"},
    {TriageState::fixed, "fixed"},
}};

std::string at_line(const std::string& name, int line) { return name + ":" + std::to_string(line + 1); }

std::string read_whole(const std::filesystem::path& path, const std::string& name) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + name);
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw std::runtime_error("cannot read " + name);
    return text.str();
}

// Lower-case words and digits joined by '-' (a misreading's name, a symptom's words), or two joined by '+'.
// By hand rather than std::regex, whose recursion a long key could exhaust.
bool is_anchor(std::string_view key) {
    const auto words = [](std::string_view part) {
        if (part.empty() || part.front() == '-' || part.back() == '-' || part.find("--") != std::string_view::npos) return false;
        for (char c : part)
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
        return true;
    };
    const auto plus = key.find('+');
    if (plus == std::string_view::npos) return words(key);
    return words(key.substr(0, plus)) && words(key.substr(plus + 1));
}

void add_problem(std::string& problems, const std::string& problem) { problems += (problems.empty() ? "" : "\n") + problem; }

}  // namespace

std::string_view to_string(TriageState state) noexcept {
    for (const auto& [s, text] : state_names)
        if (s == state) return text;
    return "not-reported";
}

std::optional<TriageState> triage_state_from_string(std::string_view text) noexcept {
    for (const auto& [s, name] : state_names)
        if (name == text) return s;
    return std::nullopt;
}

TriageFile parse_triage(std::string_view yaml, const std::string& name, const JsonSchema& schema) {
    // YAML is Unicode text, and what reads it next (yaml-cpp, the schema, the pages) assumes UTF-8.
    if (!is_utf8(yaml)) throw std::runtime_error(name + ": not UTF-8");
    YAML::Node root;
    nlohmann::json data;
    try {
        root = YAML::Load(std::string(yaml));
        data = detail::yaml_to_json(root);
    } catch (const YAML::Exception& e) {
        throw std::runtime_error(at_line(name, e.mark.line) + ": not valid YAML: " + e.msg);
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(name + ": " + e.what());
    }
    // Every problem at once, each at its line: a file edited by hand has them in twos.
    std::string problems;
    // The schema's propertyNames says the same, but valijson reports it on the enclosing object,
    // without the key, and not at all beside a deeper error: each key is checked here, at its line.
    const YAML::Node& read = root;  // const: operator[] on a Node that is not would add the key
    const auto implementations = read.IsMap() ? read["implementations"] : YAML::Node();
    if (implementations.IsDefined() && implementations.IsMap())  // (an absent key's node throws on IsMap())
        for (const auto& implementation : implementations)
            if (implementation.second.IsMap())
                for (const auto& cause : implementation.second)
                    if (!is_anchor(cause.first.Scalar()))
                        add_problem(problems, at_line(name, cause.first.Mark().line) + ": '" + cause.first.Scalar() +
                                                  "' is no group's anchor (lower-case words and digits joined by '-'; "
                                                  "two causes joined by '+')");
    for (const auto& error : schema.validate(data)) {
        const auto pointer = error.substr(0, error.find(": "));
        add_problem(problems, at_line(name, detail::yaml_line_of(root, pointer)) + ": " + error);
    }
    if (!problems.empty()) throw std::runtime_error(problems);
    TriageFile file{name, {}};
    // In the file's order (a JSON object's keys are sorted): the YAML gives the keys, the JSON the values.
    for (const auto& implementation : root["implementations"]) {
        const auto impl = implementation.first.as<std::string>();
        auto& entries = file.implementations[impl];
        for (const auto& cause : implementation.second) {
            const auto anchor = cause.first.as<std::string>();
            const auto& triage = data["implementations"][impl][anchor];
            TriageEntry e;
            e.anchor = anchor;
            e.state = *triage_state_from_string(triage["state"].get<std::string>());  // the schema's enum
            e.url = triage.value("url", "");
            e.why = triage.value("why", "");
            e.version = triage.value("version", "");
            e.where = at_line(name, cause.first.Mark().line);
            entries.push_back(std::move(e));
        }
    }
    return file;
}

TriageFile load_triage(const std::filesystem::path& path, const std::string& name, const JsonSchema& schema) {
    return parse_triage(read_whole(path, name), name, schema);
}

std::vector<AdapterRow> read_adapters_table(const std::filesystem::path& table) {
    std::istringstream lines(read_whole(table, table.string()));
    std::vector<AdapterRow> rows;
    std::size_t number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line.front() == '#') continue;
        std::vector<std::string> columns;
        for (std::size_t at = 0;;) {
            const auto tab = line.find('\t', at);
            columns.push_back(line.substr(at, tab - at));
            if (tab == std::string::npos) break;
            at = tab + 1;
        }
        if (columns.size() < 3 || columns.size() > 4)
            throw std::runtime_error(table.string() + ":" + std::to_string(number) + ": " + std::to_string(columns.size()) +
                                     " columns; a line is name, command, deviations and (optional) triage, separated by tabs");
        rows.push_back({columns[0], columns[1], columns[2], columns.size() == 4 ? columns[3] : "-", number});
    }
    return rows;
}

std::map<std::string, ImplementationTriage> triage_of_adapters_table(const std::filesystem::path& table,
                                                                     const std::filesystem::path& root,
                                                                     const JsonSchema& schema) {
    std::map<std::string, ImplementationTriage> out;
    std::map<std::string, TriageFile> files;              // by the name the table gives
    std::map<std::string, std::set<std::string>> owners;  // file -> the implementations whose row names it
    std::string problems;
    for (const auto& row : read_adapters_table(table)) {
        if (row.triage == "-") continue;
        if (!files.contains(row.triage)) files.emplace(row.triage, load_triage(root / row.triage, row.triage, schema));
        owners[row.triage].insert(row.name);
        const auto& file = files.at(row.triage);
        const auto it = file.implementations.find(row.name);
        if (it == file.implementations.end()) {
            add_problem(problems, table.string() + ":" + std::to_string(row.line) + ": " + row.triage + " has no section for " +
                                      row.name + " (under implementations:)");
            continue;
        }
        out[row.name] = ImplementationTriage{row.triage, it->second};
    }
    // A section nobody's row points at is a misspelt name, or a file named on the wrong row.
    for (const auto& [name, file] : files)
        for (const auto& [implementation, causes] : file.implementations)
            if (!owners[name].contains(implementation))
                add_problem(problems, name + ": " + implementation + " is no implementation whose row of " + table.string() +
                                          " names this file");
    if (!problems.empty()) throw std::runtime_error(problems);
    return out;
}

}  // namespace fragid::conformance
