// Where this build's checkout and program are, for the tests that read the
// committed files or start fragid.
//
// They come from a source file CMake writes into the build tree
// (tests/CMakeLists.txt), not from compile definitions. With the two absolute
// paths on every test file's command line, each checkout compiled its tests
// differently, so ccache could not reuse a test object between two clones.
// Every warm CI run then compiled all the tests again. Now only that one
// generated file differs between checkouts (and __FILE__ is relative: the top
// CMakeLists.txt).
#pragma once

namespace fragid::build {

extern const char* const source_dir;  // the checkout's root
extern const char* const program;     // the fragid this build made

}  // namespace fragid::build
