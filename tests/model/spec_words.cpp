// How code names the specs without the spec table (spec_words.hpp).
#include "spec_words.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <utility>

#include "fragid/model/spec.hpp"

namespace fragid::spec_words {
namespace {

std::vector<std::string> alternatives_written(std::string_view list) {
    std::vector<std::string> names;
    std::string current;
    int depth = 0;
    const auto flush = [&] {
        const auto first = current.find_first_not_of(' ');
        const auto last = current.find_last_not_of(' ');
        auto name = first == std::string::npos ? std::string() : current.substr(first, last - first + 1);
        if (const auto colons = name.rfind("::"); colons != std::string::npos) name = name.substr(colons + 2);
        names.push_back(name);
        current.clear();
    };
    for (const char c : list) {
        if (c == ',' && depth == 0) {
            flush();
            continue;
        }
        if (c == '<') ++depth;
        if (c == '>') --depth;
        current += c == '\n' ? ' ' : c;
    }
    flush();
    return names;
}

std::vector<std::string> stems_of(const std::vector<std::string>& alternatives) {
    std::string suffix = alternatives.front();
    for (const auto& a : alternatives)
        while (!a.ends_with(suffix)) suffix.erase(0, 1);
    if (suffix.empty() || !std::isupper(static_cast<unsigned char>(suffix.front()))) return {};
    std::vector<std::string> stems;
    for (const auto& a : alternatives) stems.push_back(a.substr(0, a.size() - suffix.size()));
    return stems;
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The identifiers of a text, each once.
std::set<std::string_view> words_in(std::string_view text) {
    std::set<std::string_view> words;
    for (std::size_t at = 0; at < text.size();) {
        if (!is_word_char(text[at])) {
            ++at;
            continue;
        }
        auto end = at;
        while (end < text.size() && is_word_char(text[end])) ++end;
        words.insert(text.substr(at, end - at));
        at = end;
    }
    return words;
}

// A word's affixes around a stem ("explain" and "" in explain_csv, with the
// stem's case), and the specs whose stem was found between them.
using Families = std::map<std::string, std::set<std::size_t>>;

// Notes where `stem` stands as a word of the identifier `word`: after its
// start, a '_' or (for `Text`) a lower-case letter; before its end, a '_', an
// upper-case letter or a digit; never the whole word.
void note_stem(std::string_view word, std::size_t spec, const std::string& stem, Families& families) {
    const bool camel = std::isupper(static_cast<unsigned char>(stem.front()));
    for (auto at = word.find(stem); at != std::string_view::npos; at = word.find(stem, at + 1)) {
        const auto end = at + stem.size();
        const auto before = static_cast<unsigned char>(at == 0 ? '_' : word[at - 1]);
        const auto after = static_cast<unsigned char>(end == word.size() ? '_' : word[end]);
        const bool starts = before == '_' || (camel && std::islower(before));
        const bool ends = after == '_' || std::isupper(after) || std::isdigit(after);
        if (!starts || !ends || stem.size() == word.size()) continue;
        families[std::string(word.substr(0, at)) + (camel ? "|C|" : "|c|") + std::string(word.substr(end))].insert(spec);
    }
}

}  // namespace

// A scan, not std::regex: a std::regex_search over every file of the sources
// (megabytes of JSON among them) took over three minutes.
bool compares_a_spec(std::string_view text) {
    constexpr std::string_view qualifier = "Spec::";
    for (auto at = text.find(qualifier); at != std::string_view::npos; at = text.find(qualifier, at + 1)) {
        auto name_end = at + qualifier.size();
        while (name_end < text.size() && is_word_char(text[name_end])) ++name_end;
        if (name_end == at + qualifier.size()) continue;  // no value named
        const auto before = text.substr(0, at);
        if (before.ends_with("case ")) return true;
        auto op_end = before.size();
        while (op_end > 0 && before[op_end - 1] == ' ') --op_end;
        const auto op_before = before.substr(0, op_end);
        if (op_before.ends_with("==") || op_before.ends_with("!=")) return true;
        auto next = name_end;
        while (next < text.size() && text[next] == ' ') ++next;
        const auto after = text.substr(next);
        if (after.starts_with("?") || after.starts_with("==") || after.starts_with("!=")) return true;
    }
    return false;
}

std::vector<SpecVariant> spec_variants_in(std::string_view header) {
    std::vector<SpecVariant> found;
    const std::string text(header);
    const std::regex sized("variant_size_v<(\\w+)> == spec_count");
    for (std::sregex_iterator m(text.begin(), text.end(), sized), last; m != last; ++m) {
        const auto name = (*m)[1].str();
        const auto declared = "using " + name + " = std::variant<";
        const auto at = text.find(declared);
        if (at == std::string::npos) continue;
        const auto begin = at + declared.size();
        auto end = begin;  // one past the '>' that closes the list
        for (int depth = 1; end < text.size() && depth > 0; ++end) depth += text[end] == '<' ? 1 : text[end] == '>' ? -1 : 0;
        auto alternatives = alternatives_written(header.substr(begin, end - 1 - begin));
        alternatives.resize(std::min(alternatives.size(), spec_count));
        found.push_back({name, alternatives});
    }
    return found;
}

SpecWords spec_words_of(const std::vector<SpecVariant>& variants) {
    SpecWords w{std::vector<std::set<std::string>>(spec_count), {}};
    for (const auto& variant : variants) {
        for (std::size_t i = 0; i < variant.alternatives.size(); ++i) w.types[i].insert(variant.alternatives[i]);
        if (auto stems = stems_of(variant.alternatives); w.stems.empty() && stems.size() == spec_count) w.stems = stems;
    }
    return w;
}

std::set<std::size_t> specs_named_by_words(std::string_view text, const SpecWords& words) {
    // Every stem in both its spellings: `Text` for types, `text` for functions and files.
    std::vector<std::pair<std::size_t, std::string>> stems;
    for (std::size_t i = 0; i < words.stems.size(); ++i) {
        std::string lower = words.stems[i];
        for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        stems.emplace_back(i, words.stems[i]);
        stems.emplace_back(i, lower);
    }
    std::set<std::size_t> named;
    Families families;
    for (const auto word : words_in(text)) {
        for (std::size_t i = 0; i < words.types.size(); ++i)
            if (words.types[i].contains(std::string(word))) named.insert(i);
        for (const auto& [spec, stem] : stems) note_stem(word, spec, stem, families);
    }
    for (const auto& [affixes, specs] : families)
        if (specs.size() >= 2) named.insert(specs.begin(), specs.end());
    return named;
}

}  // namespace fragid::spec_words
