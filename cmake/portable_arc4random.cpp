// The portable program's own arc4random (issue 42 item 1): Debian 12's libstdc++.a (GCC 12) calls
// glibc's arc4random, new in glibc 2.36, in std::random_device (which RapidCheck's seeding pulls
// in), and that one symbol made the program refuse to start on glibc 2.35 (Ubuntu 22.04):
// scripts/portable_dependencies.sh named it. Defined here, the program's own copy is linked
// instead of glibc's: random bytes from getrandom(2) (glibc 2.25), which is what glibc's does too.
// Only the portable build compiles this file (cmake/fragidPortable.cmake).
#include <sys/random.h>

#include <cerrno>
#include <cstdint>
#include <cstdlib>

extern "C" std::uint32_t arc4random() noexcept {
    std::uint32_t value = 0;
    auto* bytes = reinterpret_cast<unsigned char*>(&value);
    std::size_t got = 0;
    while (got < sizeof value) {
        const auto n = getrandom(bytes + got, sizeof value - got, 0);
        if (n > 0) got += static_cast<std::size_t>(n);
        else if (n < 0 && errno != EINTR) std::abort();  // no randomness: glibc's aborts too
    }
    return value;
}
