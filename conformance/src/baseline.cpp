#include "fragid/conformance/baseline.hpp"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace fragid::conformance {
namespace {

std::string_view trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

// An id as conformance/README.md defines it: [a-z0-9]+(-[a-z0-9]+)*.
bool is_case_id(std::string_view s) {
    if (s.empty() || s.front() == '-' || s.back() == '-' || s.find("--") != std::string_view::npos) return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

// `s` with every byte that is not printable ASCII as \xHH, so that a message
// shows what an editor hides (a byte order mark, a no-break space); cut after
// 80 bytes (a line may be a megabyte of anything).
std::string visible(std::string_view s) {
    static constexpr char digits[] = "0123456789ABCDEF";
    constexpr std::size_t longest = 80;
    std::string out;
    for (const char c : s.substr(0, longest)) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F) out += c;
        else out.append("\\x").append(1, digits[b >> 4]).append(1, digits[b & 0xF]);
    }
    if (s.size() > longest) out += "... (" + std::to_string(s.size()) + " bytes)";
    return out;
}

}  // namespace

const BaselineEntry* Baseline::find(std::string_view id) const {
    const auto it = std::find_if(entries.begin(), entries.end(), [&](const BaselineEntry& e) { return e.id == id; });
    return it == entries.end() ? nullptr : &*it;
}

Baseline parse_baseline(std::string_view text, const std::string& name) {
    Baseline baseline;
    // An editor's UTF-8 byte order mark (Notepad writes one) is no part of the first id.
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    std::map<std::string, std::size_t> first_line;
    std::size_t number = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const auto line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        ++number;
        const auto hash = line.find('#');
        const auto id = trimmed(line.substr(0, hash));
        if (id.empty()) continue;  // blank, or a comment alone
        const auto where = name + ":" + std::to_string(number) + ": ";
        if (!is_case_id(id))
            throw std::runtime_error(where + "'" + visible(id) + "' is not a case id: a line holds one id (lower-case letters, "
                                     "digits and '-', no globs), then optionally '# comment'");
        const std::string key(id);
        if (const auto it = first_line.find(key); it != first_line.end()) {
            baseline.warnings.push_back(where + key + " is listed again (first on line " + std::to_string(it->second) + ")");
            continue;
        }
        first_line[key] = number;
        const auto comment = hash == std::string_view::npos ? std::string_view{} : trimmed(line.substr(hash + 1));
        baseline.entries.push_back({key, std::string(comment), number});
    }
    return baseline;
}

std::string baseline_text(std::vector<BaselineEntry> entries, const std::vector<std::string>& header) {
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    entries.erase(std::unique(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.id == b.id; }),
                  entries.end());
    // A comment keeps to its line: a line break in it would start a line that is not an id.
    const auto one_line = [](std::string s) {
        std::replace(s.begin(), s.end(), '\n', ' ');
        std::replace(s.begin(), s.end(), '\r', ' ');
        return s;
    };
    std::string out;
    for (const auto& line : header) out += "# " + one_line(line) + "\n";
    for (const auto& e : entries) out += e.id + (e.comment.empty() ? "" : "  # " + one_line(e.comment)) + "\n";
    return out;
}

std::string baseline_comment(const CaseRecord& r) {
    std::string comment = std::string(to_string(r.verdict)) + ": " + r.detail.substr(0, r.detail.find('\n'));
    constexpr std::size_t longest = 100;
    if (comment.size() > longest) {
        std::size_t cut = longest;
        while (cut > 0 && (static_cast<unsigned char>(comment[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 sequence
        comment = comment.substr(0, cut) + "\u2026";
    }
    return comment;
}

BaselineVerdict compare_with_baseline(const Baseline& baseline, const std::vector<CaseRecord>& records,
                                      const std::function<bool(const CaseRecord&)>& fails,
                                      const std::set<std::string>& suite_ids) {
    BaselineVerdict v;
    v.listed = baseline.entries.size();
    std::set<std::string> recorded;
    for (const auto& r : records) {
        recorded.insert(r.c->id);
        const bool listed = baseline.find(r.c->id) != nullptr;
        if (!listed) {
            if (fails(r)) v.new_failures.push_back(r.c->id);
        } else if (r.verdict == Verdict::passed) {
            v.unexpected_passes.push_back(r.c->id);
        } else if (r.verdict == Verdict::skipped) {
            v.skipped.push_back(r.c->id);
        } else {
            ++v.expected;
        }
    }
    for (const auto& e : baseline.entries) {
        if (!suite_ids.contains(e.id)) v.unknown.push_back(e.id);
        else if (!recorded.contains(e.id)) v.not_run.push_back(e.id);
    }
    return v;
}

nlohmann::json baseline_json(const BaselineVerdict& v, const std::string& file) {
    return {{"file", file},
            {"listed", v.listed},
            {"expected", v.expected},
            {"new_failures", v.new_failures},
            {"unexpected_passes", v.unexpected_passes},
            {"skipped", v.skipped},
            {"not_run", v.not_run},
            {"unknown", v.unknown}};
}

}  // namespace fragid::conformance
