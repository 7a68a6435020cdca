// A result's JSON written as text straight from the result, character for
// character what json_text() of its tree (result_json.hpp) writes, without
// the nlohmann tree in between: for the WebAssembly module's resolve()
// (wasm/src/answer_text.cpp), where building that tree, writing it out and
// freeing it was over half of a small resolve() (issue 40: a map node and
// strings allocated for every key). Each object's keys are written in the
// order nlohmann's std::map keeps them (byte order), which is the order the
// tree's text has. Each spec writes its results' members in its own file,
// beside their tree (conformance/judge/src/<spec>/result_json.cpp).
#pragma once

#include <string>
#include <string_view>

#include "fragid/model/fragment.hpp"

namespace fragid::conformance {

// The members of one object, written in the order they are given ({ and } by the caller).
class JsonMembers {
public:
    // `after_first`: the object has a member already (written by the caller).
    explicit JsonMembers(std::string& out, bool after_first = false) : out_(out), first_(!after_first) {}
    // Starts the member `name` (plain ASCII, written unescaped) and gives the
    // text to write its value to.
    std::string& key(std::string_view name) {
        if (!first_) out_ += ',';
        first_ = false;
        out_ += '"';
        out_ += name;
        out_ += "\":";
        return out_;
    }

private:
    std::string& out_;
    bool first_;
};

// A string as json_text() writes it.
void append_json_string(std::string& out, std::string_view s);

// The members of the result's object, its spec's (the entry of its type).
void append_result_members(JsonMembers& m, const FragmentResult& result);

}  // namespace fragid::conformance
