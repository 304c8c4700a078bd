import { gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlConnection } from './client';
import { FakeRequest, stubXmlHttpRequest } from './fake-xml-http-request';
import { filePercents, onUploadProgress } from './upload-progress';

const UPLOAD = gql`
  mutation Upload($first: File!, $second: File!) {
    uploadTwo(first: $first, second: $second)
  }
`;

afterEach(() => vi.unstubAllGlobals());

describe('upload progress', () => {
  it('attributes the sent bytes to each file by its place in the body, overhead first', () => {
    // 100 bytes of operation, map and part headers, then a 1000- and a 500-byte file.
    expect(filePercents([1000, 500], 0, 1600)).toEqual([0, 0]);
    expect(filePercents([1000, 500], 100, 1600)).toEqual([0, 0]);
    expect(filePercents([1000, 500], 600, 1600)).toEqual([50, 0]);
    expect(filePercents([1000, 500], 1350, 1600)).toEqual([100, 50]);
    expect(filePercents([1000, 500], 1600, 1600)).toEqual([100, 100]);
  });

  it("sends the client's multipart mutation through XMLHttpRequest and reports each file's percent", async () => {
    stubXmlHttpRequest();
    const { client, close } = createGraphqlConnection();
    const first = new File(['a'.repeat(1000)], 'berekening.pdf', { type: 'application/pdf' });
    const second = new File(['b'.repeat(500)], 'offerte.pdf', { type: 'application/pdf' });
    const seen: Record<string, (number | undefined)[]> = { first: [], second: [] };
    const stops = [
      onUploadProgress(first, (percent) => seen.first.push(percent)),
      onUploadProgress(second, (percent) => seen.second.push(percent)),
    ];

    const result = client.mutation(UPLOAD, { first, second }).toPromise();
    await vi.waitFor(() => expect(FakeRequest.last).toBeDefined());
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['x-graphql-yoga-csrf']).toBe('1');
    expect(request.body).toBeInstanceOf(FormData);

    const total = 1500 + 400;
    request.progress(400 + 500, total);
    request.progress(400 + 1250, total);
    request.progress(total, total);
    expect(seen).toEqual({ first: [50, 100, 100], second: [0, 50, 100] });

    request.answer({ data: { uploadTwo: true } });
    // Once the request ended, neither file is being sent.
    expect(seen).toEqual({ first: [50, 100, 100, undefined], second: [0, 50, 100, undefined] });
    expect((await result).data).toEqual({ uploadTwo: true });
    stops.forEach((stop) => stop());
    close();
  });
});
