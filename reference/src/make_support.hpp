// What the make_*.cpp files share: the check that a fragment made identifies
// what it was made for. (Their counting words: fragid/model/counted.hpp.)
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/entity/text_view.hpp"
#include "fragid/model/counted.hpp"
#include "fragid/reference/make.hpp"

namespace fragid::make_detail {

// A fragment that does not identify what it was made for is a bug in fragid,
// never an answer: the caller reports it as an internal error.
[[noreturn]] inline void made_wrong(const std::string& fragment, const std::string& why) {
    throw std::logic_error("make: " + fragment + " " + why);
}

// Thrown where a TextView question has no answer (bytes that do not decode);
// caught where the MakeError is made (`undecodable`).
struct Undecodable {};

// rfc5147/make.cpp: the integrity checks asked for, each with the entity's
// charset; a fragment resolved and checked to identify exactly the character
// positions [start, end) (made_wrong otherwise), over `shared` if given
// (resolve_text's view overload); a fragment with its checks, so resolved.
std::vector<IntegrityCheck> checks_for(TextView& view, const Entity& entity, const Charset& charset,
                                       const IntegrityRequest& integrity);
TextResult verified(const TextFragment& fragment, const Entity& entity, const Charset& charset, std::uint64_t start,
                    std::uint64_t end, TextView* shared = nullptr);
MadeText finish(TextFragment fragment, std::vector<IntegrityCheck> checks, const Entity& entity,
                const Charset& charset, std::uint64_t start, std::uint64_t end);
MakeError undecodable(const TextView& view, const Charset& charset);

}  // namespace fragid::make_detail
