#include "fragid/reference/entity_memo.hpp"

namespace fragid {

EntityMemo::~EntityMemo() = default;

TextView& EntityMemo::text_view(std::string_view bytes, const Charset& charset, LineEndingSet line_endings) {
    for (auto& [key, view] : views_)
        if (key.matches(bytes, charset, line_endings)) return *view;
    views_.emplace_back(Key{bytes.data(), bytes.size(), charset, line_endings},
                        std::make_unique<TextView>(bytes, charset, line_endings));
    return *views_.back().second;
}

const Md5Digest& EntityMemo::md5_of(std::string_view bytes) {
    if (!md5_ || md5_data_ != bytes.data() || md5_size_ != bytes.size()) {
        md5_ = md5(bytes);
        md5_data_ = bytes.data();
        md5_size_ = bytes.size();
    }
    return *md5_;
}

}  // namespace fragid
