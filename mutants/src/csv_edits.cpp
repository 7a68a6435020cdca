#include "csv_edits.hpp"

#include <algorithm>
#include <cctype>

#include "fragid/mutants/edits.hpp"

namespace fragid::mutants {

using namespace conformance;

Mutant csv_misreading(std::string family, std::string name, std::string requirement, std::string reading, Run run,
                      std::string seen_in, std::string quote) {
    return misreading_of(Spec::rfc7111, std::move(family), std::move(name), std::move(requirement), std::move(reading),
                         std::move(run), std::move(seen_in), std::move(quote));
}

std::vector<std::string> selections(std::string_view fragment) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at <= fragment.size();) {
        const auto semi = std::min(fragment.find(';', at), fragment.size());
        out.emplace_back(fragment.substr(at, semi - at));
        at = semi + 1;
    }
    return out;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? ";" : "") + parts[i];
    return out;
}

std::optional<std::string> edit_selections(std::string_view fragment, const SelectionEdit& edit) {
    auto parts = selections(fragment);
    const auto eq = parts.front().find('=');
    if (eq == std::string::npos) return std::string(fragment);
    const auto scheme = parts.front().substr(0, eq);
    parts.front().erase(0, eq + 1);
    for (auto& part : parts) {
        auto edited = edit(scheme, part);
        if (!edited) return std::nullopt;
        part = std::move(*edited);
    }
    return scheme + "=" + joined(parts);
}

std::optional<std::string> edit_cells(const std::string& body, const CellEdit& edit) {
    std::string out;
    int index = 0;
    for (std::size_t at = 0; at <= body.size(); ++index) {
        const auto dash = std::min(body.find('-', at), body.size());
        const auto cell = body.substr(at, dash - at);
        const auto comma = cell.find(',');
        auto edited = comma == std::string::npos ? std::optional(cell) : edit(cell.substr(0, comma), cell.substr(comma + 1), index);
        if (!edited) return std::nullopt;
        out += (at ? "-" : "") + *edited;
        at = dash + 1;
    }
    return out;
}

std::optional<std::string> edit_positions(std::string_view fragment, Dimension dimension,
                                          const std::function<std::optional<std::string>(std::string_view)>& edit) {
    const std::string whole = dimension == Dimension::rows ? "row" : "col";
    const auto number = [&](const std::string& position) -> std::optional<std::string> {
        const bool digits = !position.empty() && std::all_of(position.begin(), position.end(), ::isdigit);
        return digits ? edit(position) : std::optional(position);
    };
    return edit_selections(fragment, [&](const std::string& scheme, const std::string& body) -> std::optional<std::string> {
        if (scheme == whole) return edit_numbers(body, edit);
        if (scheme != "cell") return body;
        return edit_cells(body, [&](const std::string& row, const std::string& col, int) -> std::optional<std::string> {
            const auto edited = number(dimension == Dimension::rows ? row : col);
            if (!edited) return std::nullopt;
            return dimension == Dimension::rows ? *edited + "," + col : row + "," + *edited;
        });
    });
}

Run positions_moved_on(Dimension dimension, int by) {
    return [dimension, by](const Request& r, const Resolve& resolve) {
        return resolve_or_ignored(r, resolve, edit_positions(r.fragment, dimension, [by](std::string_view n) {
            std::string moved(n);
            for (int i = 0; i < by; ++i) moved = plus_one(moved);
            return std::optional(moved);
        }));
    };
}

Answer resolve_or_ignored(const Request& r, const Resolve& resolve, const std::optional<std::string>& fragment) {
    if (!fragment) return status_answer(Status::ignored);
    return resolve(*fragment, r.entity);
}

Run keep_records(std::function<bool(const std::vector<std::string>&, std::size_t)> keep) {
    return [keep = std::move(keep)](const Request& r, const Resolve& resolve) {
        const auto records = csv_records(r.entity.bytes);
        std::string bytes;
        for (std::size_t i = 0; i < records.size(); ++i)
            if (keep(records, i)) bytes += records[i];
        return resolve(r.fragment, with_bytes(r.entity, bytes));
    };
}

bool ascii_compatible(const Request& r) {
    return !lower(charset_or_default(r.entity.charset, r.spec)).starts_with("utf-16");
}

namespace {

// How many times `c` stands outside quotes in `record`.
std::size_t unquoted(std::string_view record, char c) {
    bool quoted = false;
    std::size_t n = 0;
    for (const char at : record) {
        if (at == '"') quoted = !quoted;
        else if (!quoted && at == c) ++n;
    }
    return n;
}

}  // namespace

Run sniffing_delimiter(std::string candidates) {
    return [candidates = std::move(candidates)](const Request& r, const Resolve& resolve) {
        const auto records = csv_records(r.entity.bytes);
        if (records.empty() || !ascii_compatible(r)) return resolve(r.fragment, r.entity);
        const auto& first = records.front();
        const auto sniffed = *std::max_element(candidates.begin(), candidates.end(), [&](char a, char b) {
            return unquoted(first, a) < unquoted(first, b);  // the first of equals
        });
        if (unquoted(first, sniffed) <= unquoted(first, ',')) return resolve(r.fragment, r.entity);
        std::string bytes(r.entity.bytes);
        bool quoted = false;
        for (auto& c : bytes) {
            if (c == '"') quoted = !quoted;
            else if (!quoted && (c == sniffed || c == ',')) c = c == ',' ? sniffed : ',';
        }
        return resolve(r.fragment, with_bytes(r.entity, bytes));
    };
}

}  // namespace fragid::mutants
