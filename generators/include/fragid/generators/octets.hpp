// Octets drawn from all 256 values, for generators that mean "any octets".
//
// RapidCheck scales an integer's generator by the size it is handed, and
// rc::gen::resize hands its size down to every generator inside it: at size
// 24, rc::gen::arbitrary<char>() draws only 0, 1, 254 and 255. So
// rc::gen::resize(24, rc::gen::container<std::string>(rc::gen::arbitrary<char>())),
// meant as up to 24 octets of any value, drew those four only. These keep the
// bound on the length and give each octet the nominal size back.
#pragma once

#include <rapidcheck.h>

#include <string>

namespace fragid::generators {

// Any octet; shrinks towards 0.
inline rc::Gen<char> gen_any_octet() { return rc::gen::resize(rc::kNominalSize, rc::gen::arbitrary<char>()); }

// Up to `max_length` octets, each any octet.
inline rc::Gen<std::string> gen_any_octets(int max_length) {
    return rc::gen::resize(max_length, rc::gen::container<std::string>(gen_any_octet()));
}

}  // namespace fragid::generators
