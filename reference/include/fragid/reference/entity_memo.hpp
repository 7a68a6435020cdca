// What the resolutions of many fragments in one entity share, so that each
// need not read the entity again from its start (resolve --fragments).
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/md5.hpp"
#include "fragid/entity/text_view.hpp"

namespace fragid {

// Given as ResolveOptions::memo (resolve.hpp) by a caller that resolves many
// fragments in one entity; the model's Entity knows nothing of it. RFC 5147's resolutions then ask one text view per charset
// and set of line endings (text_view.hpp: it remembers checkpoints, so each
// question reads at most a few blocks again, and questions in the order of
// the text read it once), and compute its md5 once. The answers are those of
// resolutions without it (tests/reference/entity_memo_test.cpp).
//
// It holds views of the entity's bytes, so it lives no longer than they do;
// it is for one entity (a view is kept for the bytes it was asked with), and
// not for a stream, which is read once (held_whole() first, as the CLI does).
// Not for use from two threads at once.
class EntityMemo {
public:
    EntityMemo() = default;
    EntityMemo(const EntityMemo&) = delete;
    EntityMemo& operator=(const EntityMemo&) = delete;
    ~EntityMemo();

    // The view of `bytes` in `charset` with `line_endings` in force, made the
    // first time it is asked for.
    TextView& text_view(std::string_view bytes, const Charset& charset, LineEndingSet line_endings);
    // The md5 of `bytes` (RFC 5147 s.3.2), computed the first time.
    const Md5Digest& md5_of(std::string_view bytes);

private:
    struct Key {
        const char* data;
        std::size_t size;
        Charset charset;
        LineEndingSet line_endings;
        bool matches(std::string_view bytes, const Charset& c, LineEndingSet e) const {
            return data == bytes.data() && size == bytes.size() && charset.id == c.id && charset.name == c.name &&
                   line_endings == e;
        }
    };
    std::vector<std::pair<Key, std::unique_ptr<TextView>>> views_;
    const char* md5_data_ = nullptr;
    std::size_t md5_size_ = 0;
    std::optional<Md5Digest> md5_;
};

}  // namespace fragid
