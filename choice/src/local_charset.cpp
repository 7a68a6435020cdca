#include "fragid/choice/local_charset.hpp"

namespace fragid::choice {

ChosenCharset choose_charset(const std::optional<std::string>& charset, const std::optional<std::string>& type,
                             Spec spec, std::string_view first_bytes) {
    // "text/plain", "text/csv": only a media type has a '/' (spec_choice.cpp).
    if (!charset && type && type->find('/') != std::string::npos)
        return {std::string(describe(spec).default_charset), CharsetSource::media_type_default};
    return choose_local_charset(charset, first_bytes);
}

ChosenCharset choose_local_charset(const std::optional<std::string>& charset, std::string_view first_bytes) {
    if (charset) return {*charset, CharsetSource::option};
    // The Unicode signatures (The Unicode Standard s.23.8, Table 23-6).
    if (first_bytes.starts_with("\xEF\xBB\xBF")) return {"UTF-8", CharsetSource::byte_order_mark};
    if (first_bytes.starts_with("\xFE\xFF") || first_bytes.starts_with("\xFF\xFE"))
        return {"UTF-16", CharsetSource::byte_order_mark};
    return {"UTF-8", CharsetSource::local_file_default};
}

std::string_view to_string(CharsetSource source) {
    switch (source) {
        case CharsetSource::option: return "option";
        case CharsetSource::media_type_default: return "media-type-default";
        case CharsetSource::byte_order_mark: return "byte-order-mark";
        case CharsetSource::local_file_default: return "local-file-default";
    }
    return "";
}

std::string described(const ChosenCharset& chosen, Spec spec) {
    switch (chosen.source) {
        case CharsetSource::option: return chosen.name + " (--charset)";
        case CharsetSource::media_type_default:
            return chosen.name + " (the default of a " + std::string(describe(spec).media_type) +
                   " entity without a charset parameter: " + std::string(describe(spec).default_charset_cited) + ")";
        case CharsetSource::byte_order_mark: return chosen.name + " (from the file's byte order mark)";
        case CharsetSource::local_file_default:
            return chosen.name + " (no --charset and no byte order mark: a local file is read as UTF-8, of which "
                                 "US-ASCII is a part)";
    }
    return chosen.name;
}

}  // namespace fragid::choice
