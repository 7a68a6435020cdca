#include "media_type.hpp"

#include <algorithm>
#include <array>
#include <variant>

#include "fragid/grammar/uri_fragment.hpp"
#include "fragid/grammar/wilde_parser.hpp"

namespace fragid::cli {
namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c); });
    return out;
}

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

std::optional<MediaType> media_type_named(std::string_view name) {
    const auto n = lower(name);
    if (n == "text" || n == "text/plain" || n == "txt") return MediaType::text;
    if (n == "csv" || n == "text/csv") return MediaType::csv;
    if (n == "wilde" || n == "draft-wilde-text-fragment-01") return MediaType::wilde;
    return std::nullopt;
}

MediaType choose_media_type(const std::optional<std::string>& flag, std::string_view path,
                            std::string_view fragment) {
    const auto plain = [&] { return looks_like_wilde(fragment) ? MediaType::wilde : MediaType::text; };
    if (flag) {
        if (auto named = media_type_named(*flag)) return *named == MediaType::text ? plain() : *named;
    }
    if (ends_with(lower(path), ".csv")) return MediaType::csv;
    if (ends_with(lower(path), ".txt")) return plain();
    const auto text = fragment_text(fragment);
    if (const auto* decoded = std::get_if<std::string>(&text)) {
        for (std::string_view scheme : std::array<std::string_view, 3>{"row=", "col=", "cell="})
            if (decoded->starts_with(scheme)) return MediaType::csv;
    }
    return plain();
}

}  // namespace fragid::cli
