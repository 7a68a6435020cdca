#include "fragid/conformance/vectors.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <exception>
#include <sstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <thread>
#include <variant>

#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/entity/decoder.hpp"
#include "yaml_json.hpp"

namespace fragid::conformance {
namespace {

std::optional<std::string> first_invalid_utf8(std::string_view text) {
    Decoder decoder(text, Charset{CharsetId::utf8, "UTF-8"});
    DecodedChar c;
    Decoder::Step step;
    while ((step = decoder.next(c)) == Decoder::Step::character) {
    }
    if (step == Decoder::Step::error) return decoder.error().reason;  // it names the offset
    return std::nullopt;
}

std::string origin_of(const std::filesystem::path& path, int line) {
    return path.string() + ":" + std::to_string(line + 1);
}

// What a resolver case expects, checked beyond its schema.
std::variant<ResolveCheck, std::string> resolve_check_from_json(const nlohmann::json& j, Spec spec) {
    ResolveCheck check;
    check.fragment = j.at("fragment").get<std::string>();
    if (j.contains("single_answer")) check.single_answer = j.at("single_answer").get<std::string>();
    check.expect_any = j.contains("expect_any");
    const auto expected = check.expect_any ? j.at("expect_any") : nlohmann::json::array({j.at("expect")});
    for (std::size_t i = 0; i < expected.size(); ++i) {
        auto outcome = outcome_from_json(expected[i]);
        const std::string at = check.expect_any ? "/expect_any/" + std::to_string(i) : "/expect";
        if (auto* error = std::get_if<std::string>(&outcome)) return at + *error;
        auto& o = std::get<Outcome>(outcome);
        // An ok outcome of another spec's shape could never match.
        if (status_of(o) == Status::ok && shape_of(o) != spec)
            return at + ": an ok outcome of the wrong media type for spec " + std::string(to_string(spec));
        check.acceptable.push_back(std::move(o));
    }
    if (j.contains("reference_choice")) {
        check.reference_choice = j.at("reference_choice").get<std::size_t>();
        if (*check.reference_choice >= check.acceptable.size())
            return "/reference_choice: " + std::to_string(*check.reference_choice) +
                   " is not an index of expect_any (0 to " + std::to_string(check.acceptable.size() - 1) + ")";
    }
    return check;
}

// The JSON data has passed the schema, so shapes are right; what is checked
// here is what a schema cannot say.
std::variant<Case, std::string> case_from_json(const nlohmann::json& j) {
    Case c;
    c.id = j.at("id").get<std::string>();
    c.description = j.at("description").get<std::string>();
    const auto spec = spec_from_string(j.at("spec").get<std::string>());
    const auto level = level_from_string(j.at("level").get<std::string>());
    if (!spec || !level) return std::string("unknown spec or level");
    c.spec = *spec;
    c.level = *level;
    c.section = j.at("section").get<std::string>();
    if (j.contains("quote")) c.quote = j.at("quote").get<std::string>();
    if (j.contains("quote_source")) c.quote_source = j.at("quote_source").get<std::string>();
    for (const char* list : {"requirements", "tags", "features"}) {
        if (!j.contains(list)) continue;
        auto& into = list[0] == 'r' ? c.requirements : list[0] == 't' ? c.tags : c.features;
        into = j.at(list).get<std::vector<std::string>>();
    }
    const auto& entity = j.at("entity");
    std::optional<std::string> bytes;
    if (entity.contains("text")) bytes = entity.at("text").get<std::string>();
    if (entity.contains("hex")) bytes = bytes_from_hex(entity.at("hex").get<std::string>());
    if (entity.contains("base64")) bytes = bytes_from_base64(entity.at("base64").get<std::string>());
    if (!bytes) return std::string("/entity: malformed hex or base64");
    c.entity.bytes = std::move(*bytes);
    if (entity.contains("charset")) c.entity.charset = entity.at("charset").get<std::string>();
    if (entity.contains("line_endings")) {
        const auto endings = LineEndingSet::parse(entity.at("line_endings").get<std::string>());
        if (!endings) return "/entity/line_endings: not a list of CRLF, LF, CR, NEL, CR+NEL, all or none";
        c.entity.line_endings = *endings;
    }

    if (j.contains("produce")) {  // a producer case (producer.schema.json)
        c.check = ProduceCheck{j.at("produce").get<std::string>()};
        return c;
    }
    auto check = resolve_check_from_json(j, c.spec);
    if (auto* error = std::get_if<std::string>(&check)) return *error;
    c.check = std::move(std::get<ResolveCheck>(check));
    return c;
}

}  // namespace

nlohmann::json yaml_file_to_json(const std::filesystem::path& path) {
    try {
        return detail::yaml_to_json(YAML::LoadFile(path.string()));
    } catch (const YAML::Exception& e) {
        throw std::runtime_error(origin_of(path, e.mark.line) + ": " + e.msg);
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(path.string() + ": " + e.what());
    }
}

VectorFile load_vector_file(const std::filesystem::path& path, const JsonSchema& schema) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return VectorFile{path, {}, {{path.string(), "cannot read the file"}}};
    std::stringstream text;
    text << in.rdbuf();
    return load_vector_text(text.str(), path, schema);
}

VectorFile load_vector_text(const std::string& yaml, const std::filesystem::path& path, const JsonSchema& schema) {
    VectorFile file{path, {}, {}};
    // YAML is Unicode text; the vector format says UTF-8. Checked first, with
    // the reference's own decoder, because what comes later (yaml-cpp, the
    // schema validator) assumes valid UTF-8.
    if (const auto bad = first_invalid_utf8(yaml)) {
        file.problems.push_back({path.string(), "not UTF-8: " + *bad});
        return file;
    }
    YAML::Node root;
    nlohmann::json data;
    try {
        root = YAML::Load(yaml);
        data = detail::yaml_to_json(root);
    } catch (const YAML::Exception& e) {
        file.problems.push_back({origin_of(path, e.mark.line), "not valid YAML: " + e.msg});
        return file;
    } catch (const std::exception& e) {
        file.problems.push_back({path.string(), e.what()});
        return file;
    }
    // Schema errors are reported per case, at the case's line.
    const auto line_of_case = [&](std::size_t i) {
        return root["cases"] && root["cases"].IsSequence() && i < root["cases"].size() ? root["cases"][i].Mark().line
                                                                                        : 0;
    };
    std::vector<bool> rejected(data.is_object() && data.contains("cases") && data["cases"].is_array()
                                   ? data["cases"].size()
                                   : 0,
                               false);
    for (const auto& error : schema.validate(data)) {
        std::size_t index = 0;
        if (std::sscanf(error.c_str(), "/cases/%zu", &index) == 1 && index < rejected.size()) {
            rejected[index] = true;
            file.problems.push_back({origin_of(path, line_of_case(index)), error});
        } else {
            file.problems.push_back({path.string(), error});
        }
    }
    if (rejected.empty()) return file;
    for (std::size_t i = 0; i < rejected.size(); ++i) {
        if (rejected[i]) continue;
        auto parsed = case_from_json(data["cases"][i]);
        const auto origin = origin_of(path, line_of_case(i));
        if (auto* error = std::get_if<std::string>(&parsed)) {
            file.problems.push_back({origin, "/cases/" + std::to_string(i) + *error});
            continue;
        }
        auto& c = std::get<Case>(parsed);
        c.origin = origin;
        file.cases.push_back(std::move(c));
    }
    return file;
}

namespace {

// The files are independent, and parsing YAML (yaml-cpp) and validating each
// file against the schema are most of `fragid check`'s time (issue 13): so
// they are loaded on every core, each file whole by one thread, kept in path
// order. The threads are joined before anything forks (the regex sandbox).
std::vector<VectorFile> load_files(const std::vector<std::filesystem::path>& paths, const JsonSchema& schema) {
    std::vector<VectorFile> files(paths.size());
    std::vector<std::exception_ptr> failures(paths.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < paths.size(); i = next++) {
            try {
                files[i] = load_vector_file(paths[i], schema);
            } catch (...) {
                failures[i] = std::current_exception();
            }
        }
    };
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::thread> helpers;
    for (std::size_t i = 1; i < std::min(cores, paths.size()); ++i) helpers.emplace_back(work);
    work();
    for (auto& helper : helpers) helper.join();
    for (const auto& failure : failures)  // the first in path order, as one thread would have thrown it
        if (failure) std::rethrow_exception(failure);
    return files;
}

std::vector<VectorFile> load_directory(const std::filesystem::path& suite_dir, const char* folder, const char* schema_file,
                                       bool required) {
    const auto schema = JsonSchema::from_file(suite_dir / "schema" / schema_file);
    std::vector<std::filesystem::path> paths;
    const auto vectors = suite_dir / folder;
    if (!std::filesystem::is_directory(vectors)) {
        if (!required) return {};
        throw std::runtime_error("no " + std::string(folder) + " directory at " + vectors.string());
    }
    for (const auto& entry : std::filesystem::recursive_directory_iterator(vectors))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    return load_files(paths, schema);
}

}  // namespace

SuiteInfo read_suite_info(const std::filesystem::path& suite_dir) {
    const auto path = suite_dir / "suite.json";
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path.string() + ": cannot read it (every suite names itself and its version there)");
    const auto data = nlohmann::json::parse(in, nullptr, false);
    if (data.is_discarded()) throw std::runtime_error(path.string() + ": not JSON");
    const auto errors = JsonSchema::from_file(suite_dir / "schema" / "suite.schema.json").validate(data);
    if (!errors.empty()) throw std::runtime_error(path.string() + ": " + errors.front());
    return {data.at("name").get<std::string>(), data.at("version").get<std::string>()};
}

std::vector<VectorFile> load_vectors(const std::filesystem::path& suite_dir) {
    return load_directory(suite_dir, "vectors", "vectors.schema.json", true);
}

std::vector<VectorFile> load_producer_cases(const std::filesystem::path& suite_dir) {
    return load_directory(suite_dir, "producer", "producer.schema.json", false);
}

}  // namespace fragid::conformance
